import type { TaskChannel } from '@survey/contract';

/** The hand-off screen of each channel (the API refuses a start from any other). */
export const HANDOFF_PATHS: Record<Exclude<TaskChannel, 'group'>, string> = {
  survey: '/task/go',
  welcome: '/task/go',
  agent: '/task/agent/go',
  mp: '/task/mp/go',
  gmo: '/cloud/gmo/go',
  'cloud-agent': '/cloud/agent/go',
  'cloud-survey': '/cloud/survey/go',
};

/** Where the start button of a task leads. */
export function startPath(task: { id: number; channel: TaskChannel; hashId: string }): string {
  if (task.channel === 'group') return `/bbs/${encodeURIComponent(task.hashId)}`;
  return `${HANDOFF_PATHS[task.channel]}?id=${task.id}`;
}

/** The result fields a supplier appends to a return screen's address. */
export const RESULT_FIELDS = ['sp', 'mid', 'tid', 'state', 'nonce', 'ts', 'sig'] as const;

export const hasResult = (search: URLSearchParams) => RESULT_FIELDS.some((field) => search.has(field));
