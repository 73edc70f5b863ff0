// `@survey/shared/format` (one federated singleton): labels of the server's codes and the
// number and date formatting, with dayjs. Kept out of the core entry so a page that shows no
// dates or labels (the landing page) does not download dayjs.
export * from '../labels';
export { formatGold, formatNumber } from './number';
export { formatDate, fromNow, nowInChina, dayjs, DEFAULT_DATE_PATTERN, type DateInput } from './date';
export { emptyText, EMPTY_TOP_PADDING } from './empty';
