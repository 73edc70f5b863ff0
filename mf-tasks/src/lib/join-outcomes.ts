import type { ResultStatus } from '@survey/shared/ui';

export interface Outcome {
  status: ResultStatus;
  title: string;
  description: string;
}

/** What the result page says for each join state (spec section 3: 0 not completed … 8 timeout). */
export const JOIN_OUTCOMES: Record<number, Outcome> = {
  0: { status: 'info', title: '问卷未完成', description: '你中途退出了问卷，本次没有获得奖励。' },
  1: { status: 'success', title: '恭喜，任务完成！', description: '感谢你的认真作答，奖励已发放到你的账户。' },
  2: {
    status: 'warning',
    title: '很遗憾，你不符合本次调研的条件',
    description: '本次调研只面向特定人群，被甄别不影响你的质量分，去看看其他任务吧。',
  },
  3: { status: 'warning', title: '本次调研名额已满', description: '你提交时名额刚好用完，本次没有获得奖励，下次早点来。' },
  4: { status: 'error', title: '答题时间过短', description: '系统判定为敷衍作答，本次不发放奖励并扣除质量分。请认真阅读每道题。' },
  5: { status: 'error', title: '同一网络参与人数已达上限', description: '本调研限制同一 IP 的参与人数，本次没有获得奖励。' },
  6: { status: 'error', title: '该设备已参与过本调研', description: '同一设备只能参与一次，本次没有获得奖励。' },
  7: { status: 'warning', title: '本调研暂不面向你所在的城市', description: '本次没有获得奖励，去看看其他任务吧。' },
  8: { status: 'info', title: '答题超时', description: '你的答题时间超过了限制，本次没有获得奖励。' },
};

export const outcomeOf = (state: number): Outcome => JOIN_OUTCOMES[state] ?? { status: 'info', title: '答题结果已记录', description: '' };
