// Dates in Chinese (spec section 9): dayjs with the zh-cn locale and from-now phrases, shown in
// China time whatever the clock of the machine drawing them — a page pre-rendered by a server
// on UTC and hydrated by a browser in Beijing must show the same minute.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(relativeTime);
dayjs.extend(utc);
// The site is Chinese-only and dayjs is a shared singleton: set the locale once for all areas.
dayjs.locale('zh-cn');

export type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm';

/** China Standard Time, UTC+8 all year (no daylight saving). */
const CHINA_OFFSET_MINUTES = 8 * 60;
/** A string naming its zone ("…Z", "…+08:00") is an instant; without one it is already China wall time. */
const ZONED = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  return typeof value === 'string' && !ZONED.test(value) ? parsed : parsed.utcOffset(CHINA_OFFSET_MINUTES);
}

/** Formatted date in China time, or '' for a missing or invalid value (lists show blanks, not "Invalid Date"). */
export function formatDate(value: DateInput, pattern: string = DEFAULT_DATE_PATTERN): string {
  return parse(value)?.locale('zh-cn').format(pattern) ?? '';
}

/** Now in China time: "today" for a calendar is Beijing's day, as the server counts check-ins. */
export const nowInChina = (): dayjs.Dayjs => dayjs().utcOffset(CHINA_OFFSET_MINUTES);

/** "3 分钟前", "2 天前"… or '' for a missing value. */
export function fromNow(value: DateInput): string {
  return parse(value)?.locale('zh-cn').fromNow() ?? '';
}

export { dayjs };
