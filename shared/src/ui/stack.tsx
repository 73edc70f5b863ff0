import styled from 'styled-components';

/**
 * Blocks one under another with an even gap (cards of a page). `min-width: 0` and a column that may
 * shrink below its content (`minmax(0, 1fr)`, not the implicit `auto` track) let a wide child — a
 * table scrolling sideways — stay inside the page instead of widening it.
 */
export const Stack = styled.div<{ $gap?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap = 16 }) => $gap}px;
  min-width: 0;
`;
