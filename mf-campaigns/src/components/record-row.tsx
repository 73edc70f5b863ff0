import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One line of a campaign record list: what happened, when (and how), and the gold it moved. */
export function RecordRow({ title, detail, amount }: { title: ReactNode; detail: ReactNode; amount: ReactNode }) {
  return (
    <Row>
      <div>
        <span>{title}</span>
        <small>{detail}</small>
      </div>
      <span>{amount}</span>
    </Row>
  );
}
