import { useState } from 'react';
import type { InviteSummary } from '@survey/contract';
import styled from 'styled-components';
import { Avatar, Card, CoinAmount } from '@survey/shared/ui';
import { AsyncList, Rows } from '@survey/shared/ui/data';
import { Pagination, Tabs } from '@survey/shared/ui/navigation';
import { formatDate } from '@survey/shared/format';
import { useInviteCredits } from '../api/get-invite-credits';
import { useInvitees } from '../api/get-inviters';

const PAGE_SIZE = 10;

/** The friends who registered with my code, and the rewards they earned me. */
export function InviteRecords({ summary }: { summary: InviteSummary | null }) {
  const [tab, setTab] = useState<'friends' | 'rewards'>('friends');
  const [friendsPage, setFriendsPage] = useState(1);
  const [rewardsPage, setRewardsPage] = useState(1);
  const friends = useInvitees(friendsPage, PAGE_SIZE);
  const rewards = useInviteCredits(rewardsPage, PAGE_SIZE);

  return (
    <Card title="邀请记录">
      <Summary>
        <span>
          已邀请 <strong data-testid="invitee-count">{summary?.invited ?? '-'}</strong> 人
        </span>
        <span>
          累计奖励 <CoinAmount value={summary?.rewardGold ?? 0} />
        </span>
      </Summary>
      <Tabs
        items={[
          { key: 'friends', label: '我邀请的好友' },
          { key: 'rewards', label: '邀请奖励' },
        ]}
        activeKey={tab}
        onChange={(key) => setTab(key as 'friends' | 'rewards')}
      />
      {tab === 'friends' ? (
        <AsyncList
          state={friends}
          errorTitle="邀请记录加载失败"
          skeleton={3}
          empty="邀请记录"
          pagination={(data) => <Pagination page={friendsPage} pageSize={PAGE_SIZE} total={data.total} onChange={setFriendsPage} />}
        >
          {(data) => (
            <Rows aria-label="我邀请的好友">
              {data.list.map((f, i) => (
                <Row key={`${f.createdAt}-${i}`} aria-label={f.nickname}>
                  <Avatar src={f.avatar} name={f.nickname} size={36} />
                  <Name>{f.nickname}</Name>
                  <Time>{formatDate(f.createdAt)} 注册</Time>
                </Row>
              ))}
            </Rows>
          )}
        </AsyncList>
      ) : (
        <AsyncList
          state={rewards}
          errorTitle="邀请奖励加载失败"
          skeleton={3}
          empty="邀请奖励"
          pagination={(data) => <Pagination page={rewardsPage} pageSize={PAGE_SIZE} total={data.total} onChange={setRewardsPage} />}
        >
          {(data) => (
            <Rows aria-label="邀请奖励">
              {data.list.map((r) => (
                <Row key={r.id} aria-label={r.reason}>
                  <Name>{r.reason}</Name>
                  <CoinAmount value={r.gold} />
                  <Time>{formatDate(r.createdAt)}</Time>
                </Row>
              ))}
            </Rows>
          )}
        </AsyncList>
      )}
    </Card>
  );
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin-bottom: 12px;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-height: 56px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const Name = styled.span`
  flex: 1 1 120px;
  min-width: 0;
  word-break: break-all;
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
