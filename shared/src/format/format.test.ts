import { EMPTY_TOP_PADDING, emptyText, formatDate, formatGold, formatNumber, fromNow, nowInChina } from './index';

test('spec §9: numbers use thousands separators', () => {
  expect(formatNumber(0)).toBe('0');
  expect(formatNumber(999)).toBe('999');
  expect(formatNumber(1000)).toBe('1,000');
  expect(formatNumber(1234567)).toBe('1,234,567');
  expect(formatNumber(-1234567.891, 2)).toBe('-1,234,567.89');
  expect(formatNumber('25000')).toBe('25,000');
  expect(formatNumber(1234.5)).toBe('1,234.5');
  expect(formatNumber(null)).toBe('0');
  expect(formatNumber('abc')).toBe('0');
});

test('spec §9: formatDate defaults to YYYY-MM-DD HH:mm and takes a pattern', () => {
  const date = new Date('2026-11-21T09:05:07+08:00');
  expect(formatDate(date)).toBe('2026-11-21 09:05');
  expect(formatDate(date.getTime(), 'YYYY年M月D日')).toBe('2026年11月21日');
  expect(formatDate(date, 'dddd')).toBe('星期六');
  expect(formatDate(null)).toBe('');
  expect(formatDate('not a date')).toBe('');
});

test('spec §9: fromNow is a Chinese from-now phrase', () => {
  jest.useFakeTimers({ now: new Date(2026, 10, 21, 12, 0, 0) });
  try {
    expect(fromNow(new Date(2026, 10, 21, 11, 57, 0))).toBe('3 分钟前');
    expect(fromNow(new Date(2026, 10, 19, 12, 0, 0))).toBe('2 天前');
    expect(fromNow(new Date(2026, 10, 21, 14, 0, 0))).toBe('2 小时内');
    expect(fromNow(undefined)).toBe('');
  } finally {
    jest.useRealTimers();
  }
});

test('spec §8/§9: the empty placeholder text and top padding', () => {
  expect(emptyText()).toBe('当前没有数据哦~！');
  expect(emptyText('消息')).toBe('当前没有消息哦~！');
  expect(EMPTY_TOP_PADDING).toBe(180);
});

test('formatGold: an amount of gold in a sentence, with separators', () => {
  expect(formatGold(1990)).toBe('1,990 金币');
  expect(formatGold(-9900)).toBe('-9,900 金币');
  expect(formatGold(50)).toBe('50 金币');
});

test('formatDate shows China time whatever the machine’s zone, so server and browser draw the same text', () => {
  const instant = Date.UTC(2026, 10, 21, 17, 30); // 01:30 on the 22nd in Beijing
  expect(formatDate(instant)).toBe('2026-11-22 01:30');
  expect(formatDate(new Date(instant).toISOString(), 'M月D日 HH:mm')).toBe('11月22日 01:30');
  expect(formatDate('2026-11-21T17:30:00+00:00')).toBe('2026-11-22 01:30');
  // A date without a zone is already China wall time: written as given.
  expect(formatDate('2026-11-21 09:05')).toBe('2026-11-21 09:05');
  expect(formatDate('2026-11-21', 'YYYY年M月D日')).toBe('2026年11月21日');
});

test('nowInChina is Beijing’s day, not the machine’s', () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 21, 17, 30) });
  try {
    expect(nowInChina().format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 01:30');
    expect(nowInChina().startOf('month').format('YYYY-MM-DD')).toBe('2026-11-01');
  } finally {
    jest.useRealTimers();
  }
});
