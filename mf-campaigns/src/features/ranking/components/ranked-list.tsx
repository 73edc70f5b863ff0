import styled from 'styled-components';
import type { RankedMember } from '@survey/contract';
import { Avatar, CoinAmount, Empty } from '@survey/shared/ui';
import { Rows } from '@survey/shared/ui/data';

const Row = styled.li<{ $top: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: ${({ theme }) => theme.fontSize.md};
  b {
    flex: none;
    width: 28px;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme, $top }) => ($top ? theme.colors.gold : theme.colors.textMuted)};
  }
  span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Members in rank order with what they earned; the first three stand out. */
export function RankedList({ members, label }: { members: RankedMember[]; label: string }) {
  if (members.length === 0) return <Empty content="上榜会员" top={24} />;
  return (
    <Rows as="ol" aria-label={label}>
      {members.map((m) => (
        <Row key={m.rank} $top={m.rank <= 3}>
          <b>{m.rank}</b>
          <Avatar src={m.avatar || null} name={m.nickname} size={36} />
          <span>{m.nickname}</span>
          <CoinAmount value={m.gold} />
        </Row>
      ))}
    </Rows>
  );
}
