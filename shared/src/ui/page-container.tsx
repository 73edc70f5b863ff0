import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
  /** Vertical padding in px. Default 24. */
  paddingY?: number;
  /** Lays children out in a row with a gap (side menu + content). */
  withSide?: boolean;
}

// Phones get 12px side gutters and at most 16px of top/bottom padding; the side menu moves
// above the content (it turns into a tab bar there, see SideMenu).
const Root = styled.div<{ $paddingY: number; $withSide: boolean }>`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ $paddingY }) => Math.min($paddingY, 16)}px 12px;
  /* The side menu's tab bar sits right under the header. */
  ${({ $withSide }) => ($withSide ? 'display: flex; flex-direction: column; gap: 12px; padding-top: 0;' : '')}
  ${({ theme }) => theme.media.tabletUp} {
    padding: ${({ $paddingY }) => $paddingY}px 16px;
    /* The page starts where the sticky side menu stands (sideMenuTop), so the menu sits at the same
       height on a page too short to scroll as on a long one. */
    ${({ $withSide, theme }) =>
      $withSide
        ? `flex-direction: row; align-items: flex-start; gap: 24px; padding-top: calc(${theme.layout.sideMenuTop} - ${theme.layout.headerHeight});`
        : ''}
  }
`;

/** Centred page width (theme.layout.maxWidth, 1200px). With `withSide`, wrap the content in `PageMain`; on phones the side column stacks above it. */
export function PageContainer({ children, paddingY = 24, withSide = false, ...rest }: PageContainerProps) {
  return (
    <Root $paddingY={paddingY} $withSide={withSide} {...rest}>
      {children}
    </Root>
  );
}

/**
 * The flexible content column beside a SideMenu inside `<PageContainer withSide>`. A `div`: the
 * shell's `<main>` holds every screen, and a second one nested in it is not a landmark a reader can use.
 */
export const PageMain = styled.div`
  flex: 1;
  min-width: 0;
  width: 100%;
`;
