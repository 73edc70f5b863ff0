import { useCallback, useState } from 'react';
import { useSession } from '@survey/shared';

const closedKey = (memberId: number, prompt: string) => `HOME_PROMPT_CLOSED_${memberId}_${prompt}`;

/**
 * The home prompts a member closed, remembered in local storage per member and prompt (a prompt the
 * API stops sending, e.g. once the profile is complete, is gone anyway).
 */
export function useClosedPrompts(): { isClosed: (prompt: string) => boolean; close: (prompt: string) => void } {
  const memberId = useSession().user?.id;
  const [closed, setClosed] = useState<readonly string[]>([]);
  const isClosed = useCallback(
    (prompt: string) => closed.includes(prompt) || (memberId !== undefined && localStorage.getItem(closedKey(memberId, prompt)) === '1'),
    [closed, memberId],
  );
  const close = useCallback(
    (prompt: string) => {
      if (memberId !== undefined) localStorage.setItem(closedKey(memberId, prompt), '1');
      setClosed((list) => [...list, prompt]);
    },
    [memberId],
  );
  return { isClosed, close };
}
