import {
  AUDIT_STATUSES,
  entryOf,
  EXCHANGE_STATES,
  EXCHANGE_TYPES,
  FEEDBACK_STATES,
  JOIN_STATES,
  labelOf,
  TASK_MODULES,
  TASK_TYPES,
  THIRD_PARTY_LOGIN_TYPES,
  type LabelTable,
} from './index';

const labels = (table: LabelTable) => Object.fromEntries(table.map((entry) => [entry.value, entry.label]));

test('spec §3: label tables carry the Chinese labels', () => {
  expect(labels(THIRD_PARTY_LOGIN_TYPES)).toEqual({ 1: '微信', 2: 'QQ', 3: '微博', 4: '支付宝' });
  expect(labels(EXCHANGE_TYPES)).toEqual({ 1: '现金', 2: '虚拟', 3: '实物' });
  expect(labels(TASK_MODULES)).toEqual({ 0: '默认', 1: '新手', 2: '日常', 3: '拍拍', 4: '淘金' });
  expect(labels(AUDIT_STATUSES)).toEqual({ 0: '待审核', 1: '有效', 2: '无效' });
  expect(labels(JOIN_STATES)).toEqual({
    0: '未完成',
    1: '已完成',
    2: '被甄别',
    3: '配额已满',
    4: '答题过短',
    5: 'IP受限',
    6: 'Cookie受限',
    7: '城市受限',
    8: '超时',
  });
  expect(labels(TASK_TYPES)).toEqual({
    0: '默认',
    1: '欢迎',
    2: '问卷',
    3: '奖品试用',
    4: '讨论组',
    5: '拍拍',
    6: 'App试用',
    7: '看视频',
  });
  expect(labels(EXCHANGE_STATES)).toEqual({ 0: '待审核', 1: '已发放', 2: '待发放', 3: '已撤销', 4: '已驳回', 5: '发放失败' });
  expect(labels(FEEDBACK_STATES)).toEqual({ 0: '待受理', 1: '待处理', 2: '处理中', 3: '待反馈', 4: '待确认', 5: '已确认' });
});

test('spec §3: every feedback state has a colour and a tag type', () => {
  for (const entry of FEEDBACK_STATES) {
    expect(entry.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(['default', 'primary', 'success', 'warning', 'danger']).toContain(entry.tag);
  }
  expect(entryOf(FEEDBACK_STATES, 5)).toMatchObject({ label: '已确认', tag: 'success' });
});

test('labelOf: numbers and numeric strings; unknown values give the fallback', () => {
  expect(labelOf(EXCHANGE_STATES, 4)).toBe('已驳回');
  expect(labelOf(EXCHANGE_STATES, '1')).toBe('已发放');
  expect(labelOf(EXCHANGE_STATES, 99)).toBe('');
  expect(labelOf(EXCHANGE_STATES, null, '-')).toBe('-');
  expect(Object.isFrozen(EXCHANGE_STATES)).toBe(true);
});
