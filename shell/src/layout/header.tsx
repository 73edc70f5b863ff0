import { useEffect, useState } from 'react';
import { Link, NavLink } from '@survey/shared/router';
import styled, { css } from 'styled-components';
import { Button, useSession, type Platform } from '@survey/shared';
import { MessageBell } from './message-bell';
import { UserMenu } from './user-menu';

/** Spec section 9: the landing header turns solid after 20px of scroll. */
const SOLID_AFTER_PX = 20;

function useScrolledPast(threshold: number, enabled: boolean) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, enabled]);
  return enabled ? past : true;
}

export interface HeaderProps {
  platform: Platform;
  /** The landing page: transparent until scrolled. */
  landing: boolean;
  /** A discussion-group participant inside the group: logout only. */
  groupParticipant: boolean;
}

export function Header({ platform, landing, groupParticipant }: HeaderProps) {
  const session = useSession();
  const signedIn = Boolean(session.token);
  const solid = useScrolledPast(SOLID_AFTER_PX, landing);
  const appName = platform.site.appName;

  return (
    <Bar $transparent={!solid} data-testid="site-header" data-solid={solid}>
      <Inner>
        <Brand to={signedIn ? '/home' : '/'} aria-label={appName}>
          <Logo aria-hidden>问</Logo>
          <span>{appName}</span>
        </Brand>
        {groupParticipant ? (
          <Right>
            <GroupName>{session.topicUser?.name ?? '讨论组成员'}</GroupName>
            <Button variant="secondary" size="sm" onClick={() => platform.session.logout()}>
              退出登录
            </Button>
          </Right>
        ) : (
          <>
            <Nav aria-label="主导航">
              <NavItem to={signedIn ? '/home' : '/'} end>
                首页
              </NavItem>
              <NavItem to="/task">任务</NavItem>
              <NavItem to="/exchange">兑换</NavItem>
            </Nav>
            <Right>
              {signedIn ? (
                <>
                  <MessageBell platform={platform} />
                  <UserMenu platform={platform} />
                </>
              ) : (
                <Button size="sm" onClick={() => platform.navigate('/login')}>
                  登录 / 注册
                </Button>
              )}
            </Right>
          </>
        )}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header<{ $transparent: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  transition: background 0.2s ease, box-shadow 0.2s ease;
  ${({ $transparent }) =>
    $transparent &&
    css`
      position: fixed;
      left: 0;
      right: 0;
      background: transparent;
      box-shadow: none;
      color: #fff;
    `}
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 24px;
  display: flex;
  align-items: center;
  gap: 40px;
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
  color: inherit;
  text-decoration: none;
  ${Bar}[data-solid='true'] & {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 10px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #6f8dff);
  color: #fff;
  font-size: 18px;
`;

const Nav = styled.nav`
  display: flex;
  gap: 8px;
  flex: 1;
`;

const NavItem = styled(NavLink)`
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  opacity: 0.85;
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSize.lg};
  &:hover {
    opacity: 1;
  }
  &.active {
    opacity: 1;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  ${Bar}[data-solid='false'] &.active {
    color: #fff;
  }
`;

const Right = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 16px;
`;

const GroupName = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
