import type { CSSProperties, Key, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Empty, Skeleton, visuallyHidden } from '@survey/shared/ui';

export interface TableColumn<T> {
  key: string;
  title: ReactNode;
  /** Cell content; default `row[key]`. */
  render?: (row: T, index: number) => ReactNode;
  /** px number or CSS value. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: T[];
  /** Property holding a unique key, or a function. Default `id`. */
  rowKey?: keyof T | ((row: T, index: number) => Key);
  /** Shown when there are no rows. Default the 当前没有数据哦~！ placeholder. */
  emptyText?: ReactNode;
  /** Shows skeleton lines instead of the rows. */
  loading?: boolean;
  /** Accessible caption (visually hidden). */
  caption?: string;
  /**
   * Phones: each row becomes a card of "column title — value" lines instead of a row that scrolls
   * sideways, for tables whose columns cannot all fit 390 px (the last ones would start off-screen).
   */
  stacked?: boolean;
  className?: string;
}

const Wrap = styled.div`
  width: 100%;
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};

  th {
    padding: 12px 16px;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textSecondary};
    background: #fafbfc;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  td {
    padding: 14px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    vertical-align: middle;
  }
  /* Phones: rows keep one line each and the table scrolls sideways inside its box. */
  ${({ theme }) => theme.media.phone} {
    th,
    td {
      padding: 12px;
    }
    td {
      white-space: nowrap;
    }
  }
  tbody tr:hover td {
    background: #fafbfc;
  }
  caption {
    ${visuallyHidden}
  }
`;

// Stacked on phones: the header row is hidden and each cell says its column's title itself
// (data-label); the roles keep the table's semantics, which some browsers drop with display: block.
const Row = styled.tr<{ $stacked: boolean }>`
  ${({ theme, $stacked }) =>
    $stacked &&
    css`
      ${theme.media.phone} {
        display: block;
        padding: 8px 0;
        border-bottom: 1px solid ${theme.colors.divider};
      }
    `}
`;

// !important: the cells' alignment is an inline style, and the table's own phone rules are more specific.
const Cell = styled.td<{ $stacked: boolean }>`
  ${({ theme, $stacked }) =>
    $stacked &&
    css`
      ${theme.media.phone} {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 12px;
        min-height: 44px;
        padding: 4px 12px !important;
        border-bottom: none !important;
        white-space: normal !important;
        text-align: right !important;
        &::before {
          content: attr(data-label);
          flex: none;
          color: ${theme.colors.textSecondary};
          text-align: left;
        }
      }
    `}
`;

const Head = styled.thead<{ $stacked: boolean }>`
  ${({ theme, $stacked }) =>
    $stacked &&
    css`
      ${theme.media.phone} {
        ${visuallyHidden}
      }
    `}
`;

function keyOf<T>(row: T, index: number, rowKey: TableProps<T>['rowKey']): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const value = (row as Record<PropertyKey, unknown>)[(rowKey ?? 'id') as PropertyKey];
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/** A simple data table (header row, aligned cells, empty placeholder). */
export function Table<T>({ columns, rows, rowKey, emptyText, loading = false, caption, className, stacked = false }: TableProps<T>) {
  const cellStyle = (column: TableColumn<T>): CSSProperties => ({
    textAlign: column.align ?? 'left',
    width: typeof column.width === 'number' ? `${column.width}px` : column.width,
  });
  // A named table scrolls sideways (phones) in a region the keyboard can reach and scroll (WCAG 2.1.1).
  const region = caption ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {};
  return (
    <Wrap className={className} {...region}>
      <StyledTable role={stacked ? 'table' : undefined}>
        {caption && <caption>{caption}</caption>}
        <Head $stacked={stacked}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={cellStyle(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </Head>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length}>
                <Skeleton lines={4} />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{emptyText ?? <Empty top={40} />}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <Row key={keyOf(row, index, rowKey)} $stacked={stacked} role={stacked ? 'row' : undefined}>
                {columns.map((column) => (
                  <Cell
                    key={column.key}
                    $stacked={stacked}
                    role={stacked ? 'cell' : undefined}
                    data-label={stacked && typeof column.title === 'string' ? column.title : undefined}
                    style={{ textAlign: column.align ?? 'left' }}
                  >
                    {column.render ? column.render(row, index) : ((row as Record<string, unknown>)[column.key] as ReactNode)}
                  </Cell>
                ))}
              </Row>
            ))
          )}
        </tbody>
      </StyledTable>
    </Wrap>
  );
}
