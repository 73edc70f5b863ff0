// Dates in Chinese (spec section 9): dayjs with the zh-cn locale and from-now phrases.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
// The site is Chinese-only and dayjs is a shared singleton: set the locale once for all areas.
dayjs.locale('zh-cn');

export type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm';

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** Formatted date, or '' for a missing or invalid value (lists show blanks, not "Invalid Date"). */
export function formatDate(value: DateInput, pattern: string = DEFAULT_DATE_PATTERN): string {
  return parse(value)?.locale('zh-cn').format(pattern) ?? '';
}

/** "3 分钟前", "2 天前"… or '' for a missing value. */
export function fromNow(value: DateInput): string {
  return parse(value)?.locale('zh-cn').fromNow() ?? '';
}

export { dayjs };
