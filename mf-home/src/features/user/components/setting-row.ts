import styled from 'styled-components';

/** A row of a personal-centre card (in the kit's `Rows`): one setting, its action at the right. */
export const SettingRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 56px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;
