import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { Empty, Skeleton } from '@survey/shared/ui';

export interface ListProps<T> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Property holding a unique key, or a function. Default `id`. */
  rowKey?: keyof T | ((item: T, index: number) => Key);
  /** Shown when there are no items. Default the 当前没有数据哦~！ placeholder. */
  emptyText?: ReactNode;
  loading?: boolean;
  /** Divider lines between items. Default true. */
  split?: boolean;
  header?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

const Items = styled.ul<{ $split: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: 16px 0;
    ${({ $split, theme }) => ($split ? `border-bottom: 1px solid ${theme.colors.divider};` : '')}
  }
  & > li:last-child {
    border-bottom: 0;
  }
`;

const Header = styled.div`
  padding-bottom: 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  font-weight: 500;
`;

const Footer = styled.div`
  padding-top: 16px;
`;

function keyOf<T>(item: T, index: number, rowKey: ListProps<T>['rowKey']): Key {
  if (typeof rowKey === 'function') return rowKey(item, index);
  const value = (item as Record<PropertyKey, unknown>)[(rowKey ?? 'id') as PropertyKey];
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/** A vertical list (ul/li) with dividers and the empty placeholder. */
export function List<T>({ items, renderItem, rowKey, emptyText, loading = false, split = true, header, footer, className }: ListProps<T>) {
  return (
    <div className={className}>
      {header != null && <Header>{header}</Header>}
      {loading ? (
        <Skeleton lines={4} />
      ) : items.length === 0 ? (
        (emptyText ?? <Empty top={40} />)
      ) : (
        <Items $split={split}>
          {items.map((item, index) => (
            <li key={keyOf(item, index, rowKey)}>{renderItem(item, index)}</li>
          ))}
        </Items>
      )}
      {footer != null && <Footer>{footer}</Footer>}
    </div>
  );
}
