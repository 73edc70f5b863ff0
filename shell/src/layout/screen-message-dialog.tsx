import { Modal } from '@survey/shared/ui/modal';
import { RichText } from '@survey/shared/ui/rich-text';

/** The fields of GET /v1/messages/screen the dialog shows (the shell does not depend on the contract package). */
export interface ScreenMessageData {
  id: number;
  title: string;
  content: string;
}

/** The screen message as a dialog: its own chunk, so a page without a message loads neither the modal nor rich text. */
export function ScreenMessageDialog({ message, onDismiss }: { message: ScreenMessageData; onDismiss: () => void }) {
  return (
    <Modal open title={message.title} onClose={onDismiss} onOk={onDismiss} okText="我知道了">
      <RichText html={message.content} />
    </Modal>
  );
}
