import styled from 'styled-components';

/** The rows of a personal-centre card: one setting each, its action at the right. */
export const SettingRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

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
