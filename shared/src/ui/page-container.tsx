import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
  /** Vertical padding in px. Default 24. */
  paddingY?: number;
  /** Lays children out in a row with a gap (side menu + content). */
  withSide?: boolean;
}

const Root = styled.div<{ $paddingY: number; $withSide: boolean }>`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ $paddingY }) => $paddingY}px 16px;
  ${({ $withSide }) => ($withSide ? 'display: flex; align-items: flex-start; gap: 24px;' : '')}

`;

/** Centred page width (theme.layout.maxWidth, 1200px). With `withSide`, wrap the content in `PageMain`. */
export function PageContainer({ children, paddingY = 24, withSide = false, ...rest }: PageContainerProps) {
  return (
    <Root $paddingY={paddingY} $withSide={withSide} {...rest}>
      {children}
    </Root>
  );
}

/** The flexible content column beside a SideMenu inside `<PageContainer withSide>`. */
export const PageMain = styled.main`
  flex: 1;
  min-width: 0;
`;
