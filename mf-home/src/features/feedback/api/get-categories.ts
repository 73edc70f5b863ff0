import type { getCategories as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getCategories = bindCall<typeof contract>('GET', '/v1/categories');

/** Spec §9: category 21 is the help centre; its children are the help categories. */
export const HELP_CATEGORY_ID = 21;
export const useHelpCategories = () => useRequest((http) => getCategories(http, { categoryId: HELP_CATEGORY_ID }), []);
