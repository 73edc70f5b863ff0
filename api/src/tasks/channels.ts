// The hand-off screen of each channel (where the start button leads) and the return screen the
// supplier sends the member back to. Both lists mirror mf-tasks' route table.
import type { TaskChannel } from '@survey/contract';

/** Site path of the return screen for a channel's result. */
export function returnPath(channel: string, state: number): string {
  switch (channel) {
    case 'welcome':
      return state === 1 ? '/task/welcome/back' : '/task/back/failure';
    case 'cloud-agent':
      return '/cloud/agent/back';
    case 'cloud-survey':
      return '/callback.php';
    // GMO sends members back to the address they came from (the route named "callback").
    case 'gmo':
      return '/cloud/gmo/go';
    default:
      return '/task/back';
  }
}

/** Whether a start from the hand-off screen of `asked` fits a task of `channel` (welcome tasks share /task/go). */
export function sameHandoffScreen(channel: string, asked: TaskChannel): boolean {
  const screen = (c: string) => (c === 'welcome' ? 'survey' : c);
  return screen(channel) === screen(asked);
}
