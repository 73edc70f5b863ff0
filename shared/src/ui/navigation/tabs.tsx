import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  /** Content at the right end of the bar (a link, a filter). */
  extra?: ReactNode;
  /** Prefix of the tab ids: tab `${idPrefix}-tab-${key}` controls panel `${idPrefix}-panel-${key}`. */
  idPrefix?: string;
  className?: string;
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

// min-width 0: the list scrolls inside the bar instead of widening the page.
const List = styled.div`
  display: flex;
  min-width: 0;
  gap: 20px;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  ${({ theme }) => theme.media.tabletUp} {
    gap: 32px;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  position: relative;
  flex: none;
  min-width: 44px;
  min-height: 44px;
  padding: 12px 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  /* One weight for every tab: a bolder active label would widen it and shift its neighbours. */
  font-weight: 500;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textSecondary)};
  background: transparent;
  border: 0;
  transition: color 0.2s;

  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -1px;
    width: ${({ $active }) => ($active ? '100%' : '0')};
    height: 2px;
    background: ${({ theme }) => theme.colors.primary};
    border-radius: 2px;
    transform: translateX(-50%);
    transition: width 0.2s;
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

/** Underlined tabs (role tablist/tab, roving tab index; arrows, Home and End move and select). */
export function Tabs({ items, activeKey, onChange, extra, idPrefix, className, 'aria-label': ariaLabel }: TabsProps) {
  const generated = useId();
  const prefix = idPrefix ?? `tabs${generated}`;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const focusKey = enabled.some((item) => item.key === activeKey) ? activeKey : enabled[0]?.key;

  const select = (key: string) => {
    refs.current.get(key)?.focus();
    if (key !== activeKey) onChange(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const index = enabled.findIndex((item) => item.key === key);
    if (index < 0 || enabled.length === 0) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % enabled.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(enabled[next].key);
  };

  return (
    <Bar className={className}>
      <List role="tablist" aria-label={ariaLabel} aria-orientation="horizontal">
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <Tab
              key={item.key}
              ref={(node) => {
                if (node) refs.current.set(item.key, node);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${item.key}`}
              aria-controls={idPrefix ? `${prefix}-panel-${item.key}` : undefined}
              aria-selected={active}
              tabIndex={item.key === focusKey ? 0 : -1}
              disabled={item.disabled}
              $active={active}
              onClick={() => select(item.key)}
              onKeyDown={(event) => onKeyDown(event, item.key)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {extra}
    </Bar>
  );
}
