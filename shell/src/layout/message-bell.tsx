import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import { createNewMessageFlag, HAS_NEW_MESSAGE, SITE_PATHS, type Platform } from '@survey/shared';
import { ScreenMessage } from './screen-message';

/** The unread marker: read from session storage on mount, then asked of the API (spec §4). */
export function MessageBell({ platform }: { platform: Platform }) {
  const flag = useMemo(() => createNewMessageFlag(window.sessionStorage), []);
  const hasNew = useSyncExternalStore(flag.subscribe, flag.get);
  useEffect(() => {
    flag.load();
    void flag.refresh(platform.http);
  }, [flag, platform]);
  // An area that read messages mirrors the new flag and announces it with a storage event: the
  // marker follows without a reload.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === HAS_NEW_MESSAGE || e.key === null) flag.load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [flag]);

  return (
    <>
      <ScreenMessage platform={platform} onDismissed={() => void flag.refresh(platform.http)} />
      <Bell to={SITE_PATHS.messages} aria-label={hasNew ? '消息（有未读）' : '消息'} data-testid="message-bell">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {hasNew && <Dot data-testid="unread-dot" />}
      </Bell>
    </>
  );
}

const Bell = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  color: inherit;
  opacity: 0.85;
  &:hover {
    opacity: 1;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 11px;
  right: 11px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;
