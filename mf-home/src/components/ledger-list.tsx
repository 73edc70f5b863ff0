import styled from 'styled-components';
import type { LedgerRecord } from '@survey/contract';
import { Empty, Skeleton } from '@survey/shared/ui';
import { Rows } from '@survey/shared/ui/data';
import { formatDate, formatNumber, fromNow } from '@survey/shared/format';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 10px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const What = styled.div`
  flex: 1;
  min-width: 0;
  & > p {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  & > time {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amounts = styled.div`
  flex: none;
  text-align: right;
  & > strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  & > span {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Change = styled.strong<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.colors.goldText : theme.colors.textSecondary)};
`;

interface Props {
  records: LedgerRecord[] | null;
  /** What the amounts count: 金币, 权益值, 质量分. */
  unit: string;
  loading: boolean;
}

/** A ledger (gold, credit or quality): each change with its reason, amount, the balance after it and when. */
export function LedgerList({ records, unit, loading }: Props) {
  if (!records) return <Skeleton lines={6} />;
  if (records.length === 0) return <Empty content={`${unit}记录`} top={48} />;
  return (
    <Rows aria-label={`${unit}明细`} aria-busy={loading}>
      {records.map((r) => (
        <Row key={r.id} aria-label={r.reason}>
          <What>
            <p>{r.reason}</p>
            <time dateTime={new Date(r.createdAt).toISOString()} title={formatDate(r.createdAt)}>
              {fromNow(r.createdAt)}
            </time>
          </What>
          <Amounts>
            <Change $up={r.change > 0}>
              {r.change > 0 ? '+' : ''}
              {formatNumber(r.change)}
            </Change>
            <span>余额 {formatNumber(r.balance)}</span>
          </Amounts>
        </Row>
      ))}
    </Rows>
  );
}
