import { useEffect, useState } from 'react';
import { Link, NavLink } from '@survey/shared/router';
import styled, { css } from 'styled-components';
import { SITE_PATHS, useSession, type Platform, type RemotesManifest } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { useAreaPrefetch } from '../area-host/area-prefetch';
import { GoldBalance } from './gold-balance';
import { MessageBell } from './message-bell';
import { NavDrawer } from './nav-drawer';
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
  /** The live manifest: the areas behind the header's links are readied ahead of a click. */
  manifest: RemotesManifest;
  /** The landing page: transparent until scrolled. */
  landing: boolean;
}

export function Header({ platform, manifest, landing }: HeaderProps) {
  const session = useSession();
  const signedIn = Boolean(session.token);
  const solid = useScrolledPast(SOLID_AFTER_PX, landing);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const appName = platform.site.appName;
  const home = signedIn ? SITE_PATHS.home : '/';
  const closeDrawer = () => setDrawerOpen(false);
  const closeThen = (action: () => void) => () => {
    closeDrawer();
    action();
  };
  const navItems = [
    { to: home, label: '首页', end: true },
    { to: '/task', label: '任务' },
    { to: '/exchange', label: '兑换' },
  ];
  // A visitor's likeliest next page is the sign-in the button opens.
  const links = navItems.map((item) => item.to);
  const prefetch = useAreaPrefetch(manifest, signedIn ? links : [...links, SITE_PATHS.login], signedIn);
  const intent = (to: string) => ({ onPointerEnter: () => prefetch(to), onTouchStart: () => prefetch(to), onFocus: () => prefetch(to) });

  return (
    <Bar $landing={landing} $transparent={!solid} data-testid="site-header" data-solid={solid}>
      <Inner>
        <MenuButton
          type="button"
          aria-label="打开导航菜单"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls="site-nav-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </MenuButton>
        <Brand to={home}>
          <Logo aria-hidden>问</Logo>
          <span>{appName}</span>
        </Brand>
        <Nav aria-label="主导航">
          {navItems.map((item) => (
            <NavItem key={item.label} to={item.to} end={item.end} {...intent(item.to)}>
              {item.label}
            </NavItem>
          ))}
        </Nav>
        <Right>
          {signedIn ? (
            <>
              <GoldBalance />
              <MessageBell platform={platform} />
              <UserMenu platform={platform} />
            </>
          ) : (
            <Button size="sm" onClick={() => platform.navigate(SITE_PATHS.login)} {...intent(SITE_PATHS.login)}>
              登录 / 注册
            </Button>
          )}
        </Right>
      </Inner>
      {drawerOpen && (
        <NavDrawer
          id="site-nav-drawer"
          items={navItems}
          onIntent={prefetch}
          onClose={closeDrawer}
          brand={
            <Brand to={home} onClick={closeDrawer}>
              <Logo aria-hidden>问</Logo>
              <span>{appName}</span>
            </Brand>
          }
          account={
            signedIn ? (
              <>
                <MemberName>{session.user?.nickname}</MemberName>
                <Button variant="secondary" block onClick={closeThen(() => platform.session.logout())}>
                  退出登录
                </Button>
              </>
            ) : (
              <Button block onClick={closeThen(() => platform.navigate(SITE_PATHS.login))}>
                登录 / 注册
              </Button>
            )
          }
        />
      )}
    </Bar>
  );
}

// The landing header is always fixed over the hero (which leaves room for it): turning solid
// changes colours only, so nothing below moves. Every other page has it sticky in the flow.
const Bar = styled.header<{ $landing: boolean; $transparent: boolean }>`
  position: ${({ $landing }) => ($landing ? 'fixed' : 'sticky')};
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeightPhone};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  transition:
    background 0.2s ease,
    box-shadow 0.2s ease;
  ${({ theme }) => theme.media.tabletUp} {
    height: ${({ theme }) => theme.layout.headerHeight};
  }
  ${({ $transparent }) =>
    $transparent &&
    css`
      background: transparent;
      box-shadow: none;
      color: #fff;
    `}
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 8px 0 4px;
  display: flex;
  align-items: center;
  gap: 4px;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 0 24px;
    gap: 40px;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme }) => theme.media.tabletUp} {
    display: none;
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  flex: none;
  gap: 8px;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  white-space: nowrap;
  color: inherit;
  text-decoration: none;
  ${Bar}[data-solid='true'] & {
    color: ${({ theme }) => theme.colors.text};
  }
  &:first-child {
    margin-left: 8px;
  }
  ${({ theme }) => theme.media.tabletUp} {
    gap: 10px;
    &:first-child {
      margin-left: 0;
    }
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const MemberName = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
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

// Phones reach these links through the menu button's drawer.
const Nav = styled.nav`
  display: flex;
  gap: 8px;
  flex: 1;
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const NavItem = styled(NavLink)`
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  opacity: 0.85;
  text-decoration: none;
  white-space: nowrap;
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
  min-width: 0;
  gap: 4px;
  ${({ theme }) => theme.media.tabletUp} {
    gap: 16px;
  }
`;
