import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import { Rows } from '@survey/shared/ui/data';

/** A divided list of whole-row links (search results, groups, questions). */
export const LinkRows = styled(Rows)`
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

/** A row link at least 52px high: its text on the left, a tag on the right. */
export const LinkRow = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 52px;
  padding: 8px 4px;
  color: inherit;
  text-decoration: none;
`;
