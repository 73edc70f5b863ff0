import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface SideMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Path to go to; also the link's href (so open-in-new-tab works). */
  to: string;
}

export interface SideMenuProps {
  items: SideMenuItem[];
  activeKey?: string;
  /** Called with the item's path on a plain click (modified clicks follow the href). */
  onSelect: (to: string, key: string) => void;
  /** `sticky` (default) inside the page flow, or `fixed` to the viewport; both at theme.layout.sideMenuTop. */
  position?: 'sticky' | 'fixed';
  /** Content above the items (e.g. the member's avatar); tablet and desktop only. */
  header?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

// From tablet width the vertical card at theme.layout.sideMenuTop; on phones a horizontal,
// scrollable tab bar stuck under the header.
const Nav = styled.nav<{ $position: 'sticky' | 'fixed' }>`
  position: ${({ $position }) => $position};
  top: ${({ theme }) => theme.layout.sideMenuTop};
  z-index: ${({ theme }) => theme.zIndex.sideMenu};
  flex: none;
  align-self: flex-start;
  width: ${({ theme }) => theme.layout.sideMenuWidth};
  padding: 8px 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  ${({ theme }) => theme.media.phone} {
    position: sticky;
    top: ${({ theme }) => theme.layout.headerHeightPhone};
    align-self: stretch;
    width: auto;
    margin: 0 -12px;
    padding: 0;
    border-radius: 0;
    box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  }
`;

const Header = styled.div`
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.phone} {
    display: flex;
    padding: 0 4px;
    overflow-x: auto;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const ItemLink = styled.a<{ $active: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  height: 48px;
  padding: 0 24px;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  white-space: nowrap;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  text-decoration: none;
  transition:
    background-color 0.2s,
    color 0.2s;

  /* The active marker: at the left edge, under the label on phones. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 12px;
    bottom: 12px;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }

  ${({ theme }) => theme.media.phone} {
    gap: 6px;
    height: 44px;
    padding: 0 12px;
    background: transparent;
    &::before {
      left: 12px;
      right: 12px;
      top: auto;
      bottom: 0;
      width: auto;
      height: 2px;
      border-radius: 2px;
    }
    &:hover {
      background: transparent;
    }
  }
`;

const Icon = styled.span`
  display: inline-flex;
  width: 18px;
  justify-content: center;
  font-size: 16px;
`;

/**
 * The home area's side menu: links with aria-current on the active one, 100px from the top;
 * on phones a horizontal tab bar that keeps the active item in view.
 */
export function SideMenu({
  items,
  activeKey,
  onSelect,
  position = 'sticky',
  header,
  className,
  'aria-label': ariaLabel = '侧边菜单',
}: SideMenuProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, item: SideMenuItem) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(item.to, item.key);
  };
  const itemsRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Only the bar scrolls (never the page): centre the active item when the bar overflows.
    const list = itemsRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [activeKey]);
  return (
    <Nav className={className} $position={position} aria-label={ariaLabel}>
      {header !== undefined && <Header>{header}</Header>}
      <Items ref={itemsRef}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key}>
              <ItemLink
                href={item.to}
                $active={active}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => onClick(event, item)}
              >
                {item.icon !== undefined && <Icon aria-hidden="true">{item.icon}</Icon>}
                <span>{item.label}</span>
              </ItemLink>
            </li>
          );
        })}
      </Items>
    </Nav>
  );
}
