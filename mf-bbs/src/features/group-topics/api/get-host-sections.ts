import type { getHostSections as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getHostSections = defineCall<typeof contract>('GET', '/focusSections/compere');
