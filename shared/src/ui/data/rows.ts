import styled from 'styled-components';

/** A list with no bullets, indent or margins: the rows of a screen style their own `li` (`styled(Rows)`, `as="ol"`). */
export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
