import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from '@survey/shared/router';
import styled from 'styled-components';

export interface NavDrawerItem {
  to: string;
  label: string;
  /** Active only on the exact path (the home link). */
  end?: boolean;
}

export interface NavDrawerProps {
  id: string;
  items: NavDrawerItem[];
  /** A link is about to be followed (touched or focused): its area can be readied. */
  onIntent?: (to: string) => void;
  onClose: () => void;
  /** At the top, beside the ×: the site's brand (a link home). */
  brand: ReactNode;
  /** Under the links: 登录 / 注册, or the member's name and 退出登录. */
  account: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The phone navigation: a panel from the left over a mask. Focus moves in and stays inside,
 * Esc, the mask, the × and following a link close it; the page behind does not scroll. It is portalled
 * to the body: inside the header's stacking context, later fixed layers (the preview badge) painted over it.
 */
export function NavDrawer({ id, items, onIntent, onClose, brand, account }: NavDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('nav a')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusables = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <Root onKeyDown={onKeyDown}>
      <Mask data-testid="nav-drawer-mask" onClick={onClose} />
      <Panel ref={panel} id={id} role="dialog" aria-modal="true" aria-label="导航菜单">
        <Top>
          {brand}
          <Close type="button" aria-label="关闭导航菜单" onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Close>
        </Top>
        <nav aria-label="主导航">
          {items.map((item) => (
            <Item
              key={item.to}
              to={item.to}
              end={item.end}
              onClick={onClose}
              onTouchStart={() => onIntent?.(item.to)}
              onFocus={() => onIntent?.(item.to)}
            >
              {item.label}
            </Item>
          ))}
        </nav>
        <Account>{account}</Account>
      </Panel>
    </Root>,
    document.body,
  );
}

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  ${({ theme }) => theme.media.tabletUp} {
    display: none;
  }
`;

const Mask = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.mask};
`;

const Panel = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: min(280px, 80vw);
  padding: 8px 0;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 8px;
`;

const Account = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: auto;
  padding: 16px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  color: ${({ theme }) => theme.colors.textSecondary};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 24px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &.active {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
