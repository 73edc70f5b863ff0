import styled from 'styled-components';
import { visuallyHidden } from '@survey/shared/ui';

/**
 * A page's one `<h1>` where nothing on it is drawn as a title (the catalogue, an order's result):
 * kept for readers and the outline, not drawn.
 */
export const PageTitle = styled.h1`
  ${visuallyHidden}
`;
