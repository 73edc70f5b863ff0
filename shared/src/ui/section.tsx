import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Short text under the title. */
  description?: ReactNode;
  /** Content at the right of the title. */
  extra?: ReactNode;
  /** 1 when the section is the page and its title the page's one `<h1>`; default 2. */
  level?: 1 | 2;
  children?: ReactNode;
}

const Root = styled.section`
  & + & {
    margin-top: 24px;
  }
  ${({ theme }) => theme.media.tabletUp} {
    & + & {
      margin-top: 32px;
    }
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 4px 0 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** A titled block of a page; consecutive sections are spaced 32px apart. */
export function Section({ title, description, extra, level = 2, children, ...rest }: SectionProps) {
  const hasHead = title != null || description != null || extra != null;
  return (
    <Root {...rest}>
      {hasHead && (
        <Head>
          <div>
            {title != null && <Title as={level === 1 ? 'h1' : 'h2'}>{title}</Title>}
            {description != null && <Description>{description}</Description>}
          </div>
          {extra}
        </Head>
      )}
      {children}
    </Root>
  );
}
