import { css } from 'styled-components';

/** Kept for screen readers, not drawn (a table caption, a unit the coin icon already shows). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
