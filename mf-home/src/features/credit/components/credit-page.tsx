import styled from 'styled-components';
import { Tag } from '@survey/shared/ui';
import { formatNumber } from '@survey/shared/format';
import type { CreditOverview } from '@survey/contract';
import { ScorePage } from '../../../components/score-page';
import { useCredit } from '../api/get-credit';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 16px;
  margin-bottom: 12px;
  & strong {
    font-size: ${({ theme }) => theme.fontSize.display};
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Progress = styled.div`
  margin-bottom: 16px;
  & > p {
    margin: 8px 0 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Bar = styled.div`
  height: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.pill};
  & > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Rights = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Right = styled.li<{ $on: boolean }>`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  /* A locked perk is set apart by a dashed frame on grey, its text still readable (not faded). */
  border-style: ${({ $on }) => ($on ? 'solid' : 'dashed')};
  background: ${({ $on, theme }) => ($on ? 'transparent' : theme.colors.disabledBg)};
  & h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

function Overview({ data }: { data: CreditOverview }) {
  const span = data.next ? data.next.min - data.tier.min : 1;
  const done = data.next ? Math.min(100, Math.round(((data.credit - data.tier.min) / span) * 100)) : 100;
  return (
    <>
      <Head aria-label="权益值">
        <strong>{formatNumber(data.credit)}</strong>
        <Tag type="primary">{data.tier.name}</Tag>
      </Head>
      <Progress>
        <Bar role="progressbar" aria-label="距下一等级" aria-valuenow={done} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${done}%` }} />
        </Bar>
        <p>{data.next ? `再获得 ${data.next.min - data.credit} 权益值升级为${data.next.name}` : '你已是最高等级'}</p>
      </Progress>
      <Rights aria-label="会员权益">
        {data.rights.map((r) => (
          <Right key={r.title} $on={r.unlocked}>
            <h3>
              {r.title}
              {r.unlocked ? <Tag type="success">已解锁</Tag> : <Tag>{data.tiers.find((t) => t.level === r.level)?.name}解锁</Tag>}
            </h3>
            <p>{r.description}</p>
          </Right>
        ))}
      </Rights>
    </>
  );
}

/** /home/credit: the rights value, its tier, the way to the next one and the rights it unlocks. */
export function CreditPage() {
  return (
    <ScorePage
      title="我的权益"
      link={{ text: '权益值明细', to: '/home/creditDetails' }}
      state={useCredit()}
      errorTitle="权益加载失败"
      skeleton={5}
    >
      {(data) => <Overview data={data} />}
    </ScorePage>
  );
}

export default CreditPage;
