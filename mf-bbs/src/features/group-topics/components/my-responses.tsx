import { useState } from 'react';
import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import { Empty, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { Pagination } from '@survey/shared/ui/navigation';
import { formatDate } from '@survey/shared/format';
import { AttachmentChip } from '../../../components/attachment-chip';
import { MY_RESPONSES_PAGE_SIZE, useMyResponses } from '../api/get-my-responses';

/** 我的回复: everything the member has written in the group, newest first, each under its topic. */
export function MyResponses({ hashId, taskId }: { hashId: string; taskId: number }) {
  const [page, setPage] = useState(1);
  const mine = useMyResponses(taskId, page);

  if (mine.status === 'error' && !mine.data)
    return <ErrorPanel title="我的回复加载失败" description="请检查网络后重试" onRetry={() => void mine.reload()} />;
  if (!mine.data) return <Skeleton lines={6} />;
  if (mine.data.total === 0) return <Empty content="回复" top={48} />;
  return (
    <>
      <Items aria-label="我的回复">
        {mine.data.list.map((r) => (
          <li key={r.id}>
            <TopicLink to={`/bbs/${encodeURIComponent(hashId)}/topic/${r.topicId}`}>{r.topicTitle}</TopicLink>
            <Content>{r.content}</Content>
            {r.attachments.length > 0 && (
              <Files>
                {r.attachments.map((a) => (
                  <AttachmentChip key={a.id} attachment={a} />
                ))}
              </Files>
            )}
            <Time dateTime={new Date(r.createdAt).toISOString()}>
              {formatDate(r.createdAt, 'M月D日 HH:mm')}
              {r.parentId !== null && ' · 回应'}
              {r.edited && '（已编辑）'}
            </Time>
          </li>
        ))}
      </Items>
      <Pagination page={page} pageSize={MY_RESPONSES_PAGE_SIZE} total={mine.data.total} onChange={setPage} hideOnSinglePage />
    </>
  );
}

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 14px 4px;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const TopicLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
`;

const Files = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
