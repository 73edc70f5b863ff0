import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SITE_PATHS, useSession, type Platform } from '@survey/shared';
import { Avatar } from '@survey/shared/ui';

export function UserMenu({ platform }: { platform: Platform }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const go = (to: string) => {
    setOpen(false);
    platform.navigate(to);
  };
  const name = user?.nickname || '会员';

  return (
    <Wrapper ref={ref}>
      <Trigger type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)} data-testid="user-menu">
        <Avatar src={user?.avatar} name={name} size={32} />
        <Name>{name}</Name>
      </Trigger>
      {open && (
        <Menu role="menu">
          <Item role="menuitem" onClick={() => go(SITE_PATHS.home)}>
            我的主页
          </Item>
          <Item role="menuitem" onClick={() => go(SITE_PATHS.account)}>
            个人中心
          </Item>
          <Item role="menuitem" onClick={() => platform.session.logout()}>
            退出登录
          </Item>
        </Menu>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 44px;
  min-height: 44px;
  padding: 4px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.04);
  }
`;

/** Phones show the avatar only; the name is still the button's accessible name. */
const Name = styled.span`
  max-width: 10em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 140px;
  padding: 6px 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  color: ${({ theme }) => theme.colors.text};
`;

const Item = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px 16px;
  border: 0;
  background: none;
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
