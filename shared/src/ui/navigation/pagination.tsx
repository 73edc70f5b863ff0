import styled from 'styled-components';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Shows 共 N 条. Default true. */
  showTotal?: boolean;
  /** Renders nothing when everything fits on one page. Default false. */
  hideOnSinglePage?: boolean;
  className?: string;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 16px 0;
  ${({ theme }) => theme.media.tabletUp} {
    justify-content: flex-end;
  }
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Total = styled.span`
  margin-right: 8px;
`;

// Phones show 上一页 · 3 / 12 · 下一页 with 44px buttons instead of the row of page numbers.
const PageOf = styled.span`
  min-width: 56px;
  text-align: center;
  ${({ theme }) => theme.media.tabletUp} {
    display: none;
  }
`;

const NumbersOnly = styled.span`
  display: contents;
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const PageButton = styled.button<{ $active?: boolean }>`
  min-width: 32px;
  height: 32px;
  padding: 0 10px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme, $active }) => ($active ? '#fff' : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  transition:
    color 0.2s,
    border-color 0.2s;
  ${({ theme }) => theme.media.phone} {
    height: 44px;
    padding: 0 16px;
  }

  &:hover:not(:disabled) {
    color: ${({ theme, $active }) => ($active ? '#fff' : theme.colors.primary)};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.disabledBg};
  }
`;

const Ellipsis = styled.span`
  min-width: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Page numbers to show: first, last, current ±2, with 'gap' markers. */
export function pageItems(current: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pageCount - 5));
  const to = Math.min(pageCount - 1, Math.max(current + 2, 6));
  const items: (number | 'gap')[] = [1];
  if (from > 2) items.push('gap');
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to < pageCount - 1) items.push('gap');
  items.push(pageCount);
  return items;
}

/** 上一页 1 2 … 9 下一页, with 共 N 条. */
export function Pagination({ page, pageSize, total, onChange, showTotal = true, hideOnSinglePage = false, className }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  if (hideOnSinglePage && pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onChange(target);
  };
  return (
    <Nav aria-label="分页" className={className}>
      {showTotal && <Total>共 {total} 条</Total>}
      <PageButton type="button" disabled={current <= 1} onClick={() => go(current - 1)}>
        上一页
      </PageButton>
      <PageOf>
        {current} / {pageCount}
      </PageOf>
      <NumbersOnly>
        {pageItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <Ellipsis key={`gap-${index}`} aria-hidden="true">
              …
            </Ellipsis>
          ) : (
            <PageButton
              key={item}
              type="button"
              $active={item === current}
              aria-current={item === current ? 'page' : undefined}
              aria-label={`第 ${item} 页`}
              onClick={() => go(item)}
            >
              {item}
            </PageButton>
          ),
        )}
      </NumbersOnly>
      <PageButton type="button" disabled={current >= pageCount} onClick={() => go(current + 1)}>
        下一页
      </PageButton>
    </Nav>
  );
}
