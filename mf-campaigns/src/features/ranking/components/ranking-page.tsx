import { useState } from 'react';
import styled from 'styled-components';
import { Link } from '@survey/shared/router';
import { Card, CoinAmount, PageContainer } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { Tabs } from '@survey/shared/ui/navigation';
import { type RankingPeriod, useRanking } from '../api/get-ranking';
import { useTipArticles } from '../api/get-tip-articles';
import { RankedList } from './ranked-list';

const Layout = styled.div`
  display: grid;
  gap: 16px;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Mine = styled.p`
  margin: 0 0 12px;
  padding: 12px;
  font-size: ${({ theme }) => theme.fontSize.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Tips = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 12px 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PERIODS = [
  { key: 'month', label: '本月榜' },
  { key: 'total', label: '总榜' },
];

/** /ranking: the star leaderboard from the gold ledger, my own rank, and answering tips. */
export default function RankingPage() {
  const [period, setPeriod] = useState<RankingPeriod>('month');
  const ranking = useRanking(period);
  const tips = useTipArticles();
  const me = ranking.data?.me;

  return (
    <PageContainer paddingY={24}>
      <Layout>
        <Card title="明星榜" level={1}>
          <Tabs items={PERIODS} activeKey={period} onChange={(key) => setPeriod(key as RankingPeriod)} />
          <AsyncContent state={ranking} errorTitle="榜单加载失败" skeleton={8}>
            {(data) => (
              <>
                {me && (
                  <Mine>
                    我的排名：{me.rank === null ? '暂未上榜' : `第 ${me.rank} 名`}，{period === 'month' ? '本月' : '累计'}赚取{' '}
                    <CoinAmount value={me.gold} size="sm" />
                  </Mine>
                )}
                <RankedList members={data.list} label="明星榜" />
              </>
            )}
          </AsyncContent>
        </Card>
        <Card title="答题攻略">
          <AsyncContent state={tips} errorTitle="攻略加载失败">
            {(data) => (
              <Tips>
                {data.map((a) => (
                  <li key={a.id}>
                    <Link to={`/ranking/article/${a.id}`}>
                      {a.title}
                      <small>{a.summary}</small>
                    </Link>
                  </li>
                ))}
              </Tips>
            )}
          </AsyncContent>
        </Card>
      </Layout>
    </PageContainer>
  );
}
