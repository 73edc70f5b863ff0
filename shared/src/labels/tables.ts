// The label tables of spec section 3 with their Chinese labels.
import { labelTable } from './label-table';

export const THIRD_PARTY_LOGIN_TYPES = labelTable([
  [1, '微信', 'success'],
  [2, 'QQ', 'primary'],
  [3, '微博', 'danger'],
  [4, '支付宝', 'primary'],
] as const);

export const EXCHANGE_TYPES = labelTable([
  [1, '现金', 'warning'],
  [2, '虚拟', 'primary'],
  [3, '实物', 'success'],
] as const);

export const TASK_MODULES = labelTable([
  [0, '默认', 'default'],
  [1, '新手', 'success'],
  [2, '日常', 'primary'],
  [3, '拍拍', 'warning'],
  [4, '淘金', 'warning'],
] as const);

/** Adult / audit status. */
export const AUDIT_STATUSES = labelTable([
  [0, '待审核', 'warning'],
  [1, '有效', 'success'],
  [2, '无效', 'danger'],
] as const);

export const JOIN_STATES = labelTable([
  [0, '未完成', 'default'],
  [1, '已完成', 'success'],
  [2, '被甄别', 'warning'],
  [3, '配额已满', 'warning'],
  [4, '答题过短', 'danger'],
  [5, 'IP受限', 'danger'],
  [6, 'Cookie受限', 'danger'],
  [7, '城市受限', 'danger'],
  [8, '超时', 'default'],
] as const);

export const TASK_TYPES = labelTable([
  [0, '默认', 'default'],
  [1, '欢迎', 'primary'],
  [2, '问卷', 'primary'],
  [3, '奖品试用', 'warning'],
  [4, '讨论组', 'success'],
  [5, '拍拍', 'warning'],
  [6, 'App试用', 'primary'],
  [7, '看视频', 'success'],
] as const);

export const EXCHANGE_STATES = labelTable([
  [0, '待审核', 'warning'],
  [1, '已发放', 'success'],
  [2, '待发放', 'primary'],
  [3, '已撤销', 'default'],
  [4, '已驳回', 'danger'],
  [5, '发放失败', 'danger'],
] as const);

export const FEEDBACK_STATES = labelTable([
  [0, '待受理', 'default'],
  [1, '待处理', 'warning'],
  [2, '处理中', 'primary'],
  [3, '待反馈', 'warning'],
  [4, '待确认', 'primary'],
  [5, '已确认', 'success'],
] as const);
