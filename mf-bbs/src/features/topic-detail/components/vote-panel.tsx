import { useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Card, Skeleton } from '@survey/shared/ui';
import { useHostVotes } from '../api/get-host-votes';
import { useUserVotes } from '../api/get-user-votes';
import { postVote } from '../api/post-vote';

/** The topic's vote: options with their share; one vote per member, a click on another option moves it. */
export function VotePanel({ topicId, isHost }: { topicId: number; isHost: boolean }) {
  const { http } = usePlatform();
  const votes = useUserVotes(topicId);
  const voters = useHostVotes(topicId, isHost);
  const [busy, setBusy] = useState(false);

  const vote = async (optionId: number) => {
    setBusy(true);
    try {
      votes.setData(await postVote(http, { topicId, optionId }));
      if (isHost) void voters.reload();
    } catch {
      // The platform has shown the API's message.
    } finally {
      setBusy(false);
    }
  };

  const data = votes.data;
  return (
    <Card title="投票" extra={data ? `${data.total} 人已投票` : undefined}>
      {!data ? (
        <Skeleton lines={3} />
      ) : (
        <Options role="group" aria-label="投票选项">
          {data.options.map((o) => {
            const share = data.total ? Math.round((o.count / data.total) * 100) : 0;
            const names = voters.data?.options.find((v) => v.id === o.id)?.voters ?? [];
            return (
              <li key={o.id}>
                <Option type="button" aria-pressed={data.myOptionId === o.id} disabled={busy} onClick={() => void vote(o.id)}>
                  <Bar style={{ width: `${share}%` }} aria-hidden />
                  <span>{o.title}</span>
                  <Count>
                    {o.count} 票 · {share}%
                  </Count>
                </Option>
                {isHost && names.length > 0 && <Voters>投票人：{names.join('、')}</Voters>}
              </li>
            );
          })}
        </Options>
      )}
    </Card>
  );
}

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: 0 14px;
  overflow: hidden;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  span {
    position: relative;
  }
  &[aria-pressed='true'] {
    font-weight: 600;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Bar = styled.i`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${({ theme }) => theme.colors.primarySoft};
  transition: width 0.3s ease;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Voters = styled.p`
  margin: 4px 2px 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
