import { useEffect, useState } from 'react';
import type { Platform } from '@survey/shared';
import { Modal, RichText } from '@survey/shared/ui';

/** The fields of GET /v1/messages/screen the dialog shows (the shell does not depend on the contract package). */
interface ScreenMessageData {
  id: number;
  title: string;
  content: string;
}

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

  return (
    <Modal open={Boolean(message)} title={message?.title} onClose={dismiss} onOk={dismiss} okText="我知道了">
      <RichText html={message?.content} />
    </Modal>
  );
}
