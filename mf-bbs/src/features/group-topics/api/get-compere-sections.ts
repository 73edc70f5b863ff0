import type { getCompereSections as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getCompereSections = defineCall<typeof contract>('GET', '/focusSections/compere');
