import type { MouseEvent, ReactNode } from 'react';
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
  /** Content above the items (e.g. the member's avatar). */
  header?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

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
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
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
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  text-decoration: none;
  transition: background-color 0.2s, color 0.2s;

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
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: -2px; }
`;

const Icon = styled.span`
  display: inline-flex;
  width: 18px;
  justify-content: center;
  font-size: 16px;
`;

/** The home area's side menu: links with aria-current on the active one, 100px from the top. */
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
  return (
    <Nav className={className} $position={position} aria-label={ariaLabel}>
      {header}
      <Items>
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
