import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Platform } from '@survey/shared';

/** Mirrors the new-message flag in session storage so it survives area switches (spec section 4). */
const NEW_MESSAGE_KEY = 'HAS_NEW_MESSAGE';

export function MessageBell({ platform }: { platform: Platform }) {
  const [hasNew, setHasNew] = useState(() => sessionStorage.getItem(NEW_MESSAGE_KEY) === '1');
  useEffect(() => {
    let current = true;
    platform.http.get<unknown>('/v1/messages/new').then(
      (result) => {
        const flag = Boolean(result);
        sessionStorage.setItem(NEW_MESSAGE_KEY, flag ? '1' : '0');
        if (current) setHasNew(flag);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [platform]);

  return (
    <Bell to="/home/message" aria-label={hasNew ? '消息（有未读）' : '消息'} data-testid="message-bell">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {hasNew && <Dot data-testid="unread-dot" />}
    </Bell>
  );
}

const Bell = styled(Link)`
  position: relative;
  display: inline-flex;
  color: inherit;
  opacity: 0.85;
  &:hover {
    opacity: 1;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;
