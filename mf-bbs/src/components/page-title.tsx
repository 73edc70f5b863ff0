import styled from 'styled-components';
import { visuallyHidden } from '@survey/shared/ui';

/** A page's <h1> where the page shows no title of its own (its name is in the tabs or the header): read, not drawn. */
export const PageTitle = styled.h1`
  ${visuallyHidden}
`;
