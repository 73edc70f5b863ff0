import styled from 'styled-components';

/**
 * Blocks one under another with an even gap (cards of a page). `min-width: 0` lets a wide child —
 * a table scrolling sideways — shrink inside a grid or flex parent instead of widening the page.
 */
export const Stack = styled.div<{ $gap?: number }>`
  display: grid;
  gap: ${({ $gap = 16 }) => $gap}px;
  min-width: 0;
`;
