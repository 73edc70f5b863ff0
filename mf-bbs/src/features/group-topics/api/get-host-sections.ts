import type { getHostSections as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getHostSections = bindCall<typeof contract>('GET', '/focusSections/compere');
