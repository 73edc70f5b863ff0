import styled from 'styled-components';
import { Skeleton } from '@survey/shared/ui';
import { formatDate } from '@survey/shared/format';
import { useVoucher } from '../api/get-voucher';

const Uses = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 6px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

/** What a card has been used for, from GET /v1/benefits/{id}. */
export function VoucherUses({ id }: { id: number }) {
  const { data } = useVoucher(id, true);
  if (!data) return <Skeleton lines={2} />;
  if (data.uses.length === 0) return <p>还没有使用记录</p>;
  return (
    <Uses aria-label="使用记录">
      {data.uses.map((u) => (
        <li key={`${u.createdAt}-${u.valueFen}`}>
          <span>{u.note}</span>
          <span>{u.valueFen > 0 ? `-¥${(u.valueFen / 100).toFixed(2)}` : ''}</span>
          <time>{formatDate(u.createdAt)}</time>
        </li>
      ))}
    </Uses>
  );
}
