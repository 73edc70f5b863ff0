import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, ErrorPanel } from '@survey/shared/ui';
import { Input } from '@survey/shared/ui/form';
import { Pagination } from '@survey/shared/ui/navigation';
import { Chips } from '../../../components/chips';
import { type GroupContext, GroupFrame } from '../../../components/group-frame';
import { useHostTopics } from '../../../lib/api/get-host-topics';
import { getBaseDownload } from '../../../lib/api/get-base-download';
import { getGroupMembersDownload } from '../../../lib/api/get-group-members-download';
import { useDownload } from '../../../hooks/use-download';
import { useMemberNums } from '../api/get-host-member-nums';
import { useGroupMembers } from '../api/get-group-members';
import { MembersTable } from './members-table';
import { TopicRespondents } from './topic-respondents';

const SIZE = 10;
const ROLES = [
  { key: 0, label: '全部角色' },
  { key: 2, label: '参与者' },
  { key: 1, label: '主持人' },
];

function Members({ taskId }: GroupContext) {
  const topics = useHostTopics(taskId);
  const [topicIds, setTopicIds] = useState<number[]>([]);
  const [role, setRole] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const filters = {
    taskId,
    ...(topicIds.length ? { topicIds } : {}),
    ...(role ? { roles: [role] } : {}),
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  };
  const members = useGroupMembers({ ...filters, page, size: SIZE });
  const nums = useMemberNums(taskId, undefined);
  const { download, busy, saved } = useDownload();

  const toggleTopic = (id: number) => {
    setPage(1);
    setTopicIds((ids) => (ids.includes(id) ? ids.filter((t) => t !== id) : [...ids, id]));
  };

  return (
    <Column>
      <Stats aria-label="回复情况">
        {[
          ['参与者', nums.data?.total],
          ['已回复', nums.data?.replied],
          ['未回复', nums.data?.unreplied],
        ].map(([label, value]) => (
          <Stat key={label as string}>
            <strong>{value ?? '—'}</strong>
            <span>{label}</span>
          </Stat>
        ))}
      </Stats>
      <Card title="受访者">
        <Filters>
          <TopicToggles role="group" aria-label="按回复的话题筛选">
            {(topics.data ?? []).map((t) => (
              <Toggle key={t.id} type="button" aria-pressed={topicIds.includes(t.id)} onClick={() => toggleTopic(t.id)}>
                {t.title}
              </Toggle>
            ))}
          </TopicToggles>
          <Chips aria-label="角色" items={ROLES} active={role} onChange={(r) => (setRole(r), setPage(1))} />
          <Input
            aria-label="成员名称"
            placeholder="按成员名称筛选"
            value={keyword}
            maxLength={20}
            onChange={(e) => (setKeyword(e.target.value), setPage(1))}
          />
          <Downloads>
            <Button
              variant="secondary"
              loading={busy === 'members'}
              onClick={() => void download('members', getGroupMembersDownload, filters)}
            >
              下载成员列表
            </Button>
            <Button variant="secondary" loading={busy === 'base'} onClick={() => void download('base', getBaseDownload, { taskId })}>
              下载基本信息
            </Button>
          </Downloads>
          {saved && <Saved role="status">已下载 {saved}</Saved>}
        </Filters>
        {members.status === 'error' && !members.data ? (
          <ErrorPanel title="成员加载失败" onRetry={() => void members.reload()} />
        ) : (
          <>
            <MembersTable taskId={taskId} rows={members.data?.list ?? []} loading={!members.data} />
            <Pagination page={page} pageSize={SIZE} total={members.data?.total ?? 0} onChange={setPage} hideOnSinglePage />
          </>
        )}
      </Card>
      <TopicRespondents taskId={taskId} topics={topics} />
    </Column>
  );
}

/** /bbs/:id/user (host): the respondents, filtered by the topics they answered, their attributes and files. */
export function MembersPage() {
  return (
    <GroupFrame title="受访者" hostOnly>
      {(group) => <Members {...group} />}
    </GroupFrame>
  );
}

export default MembersPage;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 12px 4px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 12px;
`;

const TopicToggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Toggle = styled.button`
  min-height: 44px;
  padding: 0 12px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Saved = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;
