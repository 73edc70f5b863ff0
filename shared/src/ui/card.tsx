import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Content at the right of the title row (a link, a button). */
  extra?: ReactNode;
  /** 1 when the card is the page and its title the page's one `<h1>`; default 3. */
  level?: 1 | 2 | 3;
  /** Body padding: px number or CSS value. Default 24 (16 on phones). */
  padding?: number | string;
  children?: ReactNode;
}

const Root = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

// The extra wraps under the title when both do not fit (never the title one character a line).
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 16px;
  min-height: 52px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tabletUp} {
    min-height: 56px;
    padding: 12px 24px;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Extra = styled.div`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Body = styled.div<{ $padding: string | null }>`
  padding: ${({ $padding }) => $padding ?? '16px'};
  ${({ theme }) => theme.media.tabletUp} {
    padding: ${({ $padding }) => $padding ?? '24px'};
  }
`;

export const toCssSize = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** A white card with an optional title row. */
export function Card({ title, extra, level = 3, padding, children, ...rest }: CardProps) {
  const hasHead = (title !== undefined && title !== null) || (extra !== undefined && extra !== null);
  return (
    <Root {...rest}>
      {hasHead && (
        <Head>
          {title !== undefined && title !== null ? <Title as={`h${level}`}>{title}</Title> : <span />}
          {extra !== undefined && extra !== null && <Extra>{extra}</Extra>}
        </Head>
      )}
      <Body $padding={padding === undefined ? null : toCssSize(padding)}>{children}</Body>
    </Root>
  );
}
