import { useEffect, useState } from 'react';
import type { TaskChannel, TaskHandoff } from '@survey/contract';
import { useCall } from '@survey/shared';
import { browser } from '../../../lib/leave-site';
import { postTaskStart } from '../api/post-task-start';

export type HandoffState =
  { kind: 'starting' } | { kind: 'ready'; handoff: TaskHandoff } | { kind: 'failed'; code: number | null; message: string };

/**
 * Asks the API for a signed hand-off as soon as there is a task and a member, then sends the browser
 * to the supplier, unless `stay` (the mini-program screen shows a QR code instead).
 */
export function useHandoff(taskId: number | undefined, channel: TaskChannel, { enabled, stay }: { enabled: boolean; stay: boolean }) {
  const start = useCall(postTaskStart);
  const [state, setState] = useState<HandoffState>({ kind: 'starting' });
  useEffect(() => {
    if (!enabled || taskId === undefined) return;
    let live = true;
    setState({ kind: 'starting' });
    start({ taskId, channel }).then(
      (handoff) => {
        if (!live) return;
        setState({ kind: 'ready', handoff });
        if (!stay) browser.leave(handoff.url);
      },
      (error: { code?: number | null; message?: string }) => {
        if (live) setState({ kind: 'failed', code: error.code ?? null, message: error.message || '暂时无法开始任务' });
      },
    );
    return () => {
      live = false;
    };
  }, [start, taskId, channel, enabled, stay]);
  return state;
}
