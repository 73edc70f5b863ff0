import { useState } from 'react';
import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import { Empty, Tag } from '@survey/shared/ui';
import { AsyncList, Rows } from '@survey/shared/ui/data';
import { Pagination } from '@survey/shared/ui/navigation';
import { formatDate } from '@survey/shared/format';
import { AttachmentChip } from '../../../components/attachment-chip';
import { Head, Replies, ResponseBody } from '../../../components/response-body';
import { MY_RESPONSES_PAGE_SIZE, useMyResponses } from '../api/get-my-responses';

/**
 * 我的回复: everything the member has written in the group (or the chosen section), newest first, each
 * under its topic with its tag and the host's follow-ups, as the topic shows them.
 */
export function MyResponses({ hashId, taskId, sectionId }: { hashId: string; taskId: number; sectionId: number | undefined }) {
  const [page, setPage] = useState(1);
  const mine = useMyResponses(taskId, sectionId, page);

  return (
    <AsyncList
      state={mine}
      errorTitle="我的回复加载失败"
      errorDescription="请检查网络后重试"
      skeleton={6}
      empty={<Empty content="回复" top={48} />}
      pagination={(data) => (
        <Pagination page={page} pageSize={MY_RESPONSES_PAGE_SIZE} total={data.total} onChange={setPage} hideOnSinglePage />
      )}
    >
      {(data) => (
        <Items aria-label="我的回复">
          {data.list.map((r) => (
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
              <Head>
                {r.tag && <Tag>{r.tag}</Tag>}
                <Time dateTime={new Date(r.createdAt).toISOString()}>
                  {formatDate(r.createdAt, 'M月D日 HH:mm')}
                  {r.parentId !== null && ' · 回应'}
                  {r.edited && '（已编辑）'}
                </Time>
              </Head>
              {r.followUps.length > 0 && (
                <Replies aria-label="主持人追问">
                  {r.followUps.map((f) => (
                    <li key={f.id}>
                      <ResponseBody response={f} />
                    </li>
                  ))}
                </Replies>
              )}
            </li>
          ))}
        </Items>
      )}
    </AsyncList>
  );
}

const Items = styled(Rows)`
  > li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 14px 4px;
  }
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

// A touch target on phones: the line is as tall as a finger.
const TopicLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: 44px;
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
