import { Tag } from '@survey/shared/ui';
import { FEEDBACK_STATES, entryOf } from '@survey/shared/format';

/** A feedback state (0 待受理 … 5 已确认) in its colour and tag type. */
export function FeedbackStateTag({ state }: { state: number }) {
  const entry = entryOf(FEEDBACK_STATES, state);
  return <Tag type={entry?.tag ?? 'default'}>{entry?.label ?? '未知状态'}</Tag>;
}
