export { formatNumber } from './number';
export { formatDate, fromNow, dayjs, DEFAULT_DATE_PATTERN, type DateInput } from './date';
export { emptyText, EMPTY_TOP_PADDING } from './empty';
