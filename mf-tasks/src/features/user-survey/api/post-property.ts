import type { postProperty as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** Saves the personal attributes (every question answered). */
export const postProperty = bindCall<typeof contract>('POST', '/v1/users/property', { loading: '保存中...' });
