// Layout of 我的资料: one item a detail, its label, what is saved and its actions, a form under it.
import styled from 'styled-components';
import { Rows } from '@survey/shared/ui/data';

export const Items = styled(Rows)`
  & > li {
    display: grid;
    gap: 8px;
    padding: 12px 0;
    word-break: break-all;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li:first-child {
    padding-top: 0;
  }
  & > li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

/** The detail's name, then what is saved, then its buttons, wrapping on a phone. */
export const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

export const Label = styled.span`
  min-width: 72px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Value = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  flex: 1;
  min-width: 0;
`;

export const ItemActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
`;
