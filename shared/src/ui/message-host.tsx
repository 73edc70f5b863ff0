import styled, { keyframes } from 'styled-components';
import type { Message, MessageType, Notifier } from '../platform-contract';
import { useStoreSnapshot } from './use-store-snapshot';
import { PHONE_ACTION_BAR_ATTRIBUTE, PHONE_ACTION_BAR_ROOM_PX } from './phone-action-bar';

export interface MessageHostProps {
  /** The platform's notifier (only getMessages and subscribe are used). */
  notifier: Pick<Notifier, 'getMessages' | 'subscribe'>;
  className?: string;
}

/** Space between the header's lower edge and the first toast. */
const TOAST_GAP_PX = 8;

const slideIn = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

// From tablet width below the site header (its height token), so a toast never covers the brand or the
// member's gold. On a phone the top of the screen is the page's heading (the sign-in title sits right under
// where the header would be), so toasts rise from the bottom, above a phone action bar when there is one.
const Host = styled.div`
  position: fixed;
  bottom: calc(${TOAST_GAP_PX * 2}px + env(safe-area-inset-bottom, 0px));
  body:has([${PHONE_ACTION_BAR_ATTRIBUTE}]) & {
    bottom: calc(${PHONE_ACTION_BAR_ROOM_PX + TOAST_GAP_PX}px + env(safe-area-inset-bottom, 0px));
  }
  ${({ theme }) => theme.media.tabletUp} {
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${TOAST_GAP_PX}px);
    bottom: auto;
  }
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: max-content;
  max-width: calc(100vw - 32px);
  transform: translateX(-50%);
  pointer-events: none;
`;

const Toast = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  padding: 10px 16px;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  pointer-events: auto;
  animation: ${slideIn} 0.2s ease-out;
  word-break: break-word;
`;

const typeColor: Record<MessageType, 'info' | 'success' | 'warning' | 'danger'> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

const paths: Record<MessageType, string> = {
  success: 'M5 8.5l2 2 4-4.5',
  info: 'M8 7v4.5M8 4.6v.2',
  warning: 'M8 4.5V9M8 11.2v.2',
  error: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
};

function TypeIcon({ type }: { type: MessageType }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" style={{ flex: 'none' }}>
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d={paths[type]} stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

const IconWrap = styled.span<{ $type: MessageType }>`
  display: inline-flex;
  color: ${({ theme, $type }) => theme.colors[typeColor[$type]]};
`;

function sameMessages(a: Message[], b: Message[]) {
  return a.length === b.length && a.every((m, i) => m.id === b[i].id && m.type === b[i].type && m.text === b[i].text);
}

/**
 * The site's toasts, centred under the header. It only renders the notifier's current messages; the
 * notifier decides how long each stays (2000 ms). Errors and warnings are alerts, the rest status.
 */
export function MessageHost({ notifier, className }: MessageHostProps) {
  const messages = useStoreSnapshot(notifier, () => notifier.getMessages(), sameMessages);
  return (
    <Host className={className} aria-live="polite">
      {messages.map((message) => (
        <Toast key={message.id} role={message.type === 'error' || message.type === 'warning' ? 'alert' : 'status'} data-type={message.type}>
          <IconWrap $type={message.type}>
            <TypeIcon type={message.type} />
          </IconWrap>
          <span>{message.text}</span>
        </Toast>
      ))}
    </Host>
  );
}
