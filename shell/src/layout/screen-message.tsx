import { lazy, Suspense, useEffect, useState } from 'react';
import type { Platform } from '@survey/shared';
import type { ScreenMessageData } from './screen-message-dialog';

// Fetched only when there is a message: the modal and rich text are UI entries no other part of
// the shell's chrome uses, so a page without a message does not download them.
const ScreenMessageDialog = lazy(() => import('./screen-message-dialog').then(({ ScreenMessageDialog: dialog }) => ({ default: dialog })));

/**
 * The one-time screen message: asked for once when a signed-in member enters the site, shown as a
 * dialog, and read when dismissed (it is then neither shown again nor counted as new).
 */
export function ScreenMessage({ platform, onDismissed }: { platform: Platform; onDismissed: () => void }) {
  const [message, setMessage] = useState<ScreenMessageData | null>(null);
  useEffect(() => {
    let live = true;
    // A failure only means no dialog: it is not worth a message of its own.
    platform.http
      .get<ScreenMessageData | null>('/v1/messages/screen', { process: true })
      .then((m) => live && setMessage(m))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [platform]);

  const dismiss = () => {
    if (!message) return;
    setMessage(null);
    platform.http
      .post('/v1/messages/flash/read', { id: message.id })
      .then(onDismissed)
      .catch(() => undefined);
  };

  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <ScreenMessageDialog message={message} onDismiss={dismiss} />
    </Suspense>
  );
}
