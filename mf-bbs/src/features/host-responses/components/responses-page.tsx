import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Empty, Skeleton, Tag } from '@survey/shared/ui';
import { AsyncContent, Rows } from '@survey/shared/ui/data';
import { Pagination } from '@survey/shared/ui/navigation';
import { RichText } from '@survey/shared/ui/rich-text';
import { formatDate } from '@survey/shared/format';
import { AttachmentChip } from '../../../components/attachment-chip';
import { type GroupContext, GroupFrame } from '../../../components/group-frame';
import { useHostTopics } from '../../../lib/api/get-host-topics';
import { getBaseDownload } from '../../../lib/api/get-base-download';
import { getResponsesDownload } from '../../../lib/api/get-responses-download';
import { useDownload } from '../../../hooks/use-download';
import { useHostTopicDetail } from '../api/get-host-topic-detail';

const SIZE = 10;

function Responses({ taskId }: GroupContext) {
  const topics = useHostTopics(taskId);
  const [picked, setPicked] = useState(0);
  const [page, setPage] = useState(1);
  const topicId = picked || topics.data?.[0]?.id;
  const detail = useHostTopicDetail(topicId, page, SIZE);
  const { download, busy, saved } = useDownload();

  const pick = (id: number) => {
    setPicked(id);
    setPage(1);
  };

  // No topic yet: nothing to load, so the empty state, not a skeleton that never goes.
  const body =
    topics.data && topicId === undefined ? (
      <Empty content="话题" top={24} />
    ) : (
      <AsyncContent state={detail} errorTitle="回复加载失败" skeleton={6}>
        {({ topic, responses }) => (
          <>
            <RichText html={topic.content} />
            <p>
              共 {topic.responseCount} 条回复，{topic.memberCount} 位参与者回复
            </p>
            {responses.list.length === 0 ? (
              <Empty content="回复" top={24} />
            ) : (
              <Replies aria-label="回复明细">
                {responses.list.map((r) => (
                  <li key={r.id}>
                    <Head>
                      <strong>{r.name}</strong>
                      {r.role === 1 && <Tag type="primary">主持人</Tag>}
                      {r.parentId !== null && <Tag>追问/回应</Tag>}
                      {r.tag && <Tag>{r.tag}</Tag>}
                      <time>{formatDate(r.createdAt, 'M月D日 HH:mm')}</time>
                    </Head>
                    <Text>{r.content}</Text>
                    {r.attachments.map((a) => (
                      <AttachmentChip key={a.id} attachment={a} />
                    ))}
                  </li>
                ))}
              </Replies>
            )}
            <Pagination page={page} pageSize={SIZE} total={responses.total} onChange={setPage} hideOnSinglePage />
          </>
        )}
      </AsyncContent>
    );

  return (
    <Layout>
      <Card title="话题">
        {!topics.data ? (
          <Skeleton lines={4} />
        ) : (
          <TopicList>
            {topics.data.map((t) => (
              <li key={t.id}>
                <TopicButton type="button" aria-pressed={t.id === topicId} onClick={() => pick(t.id)}>
                  <span>{t.title}</span>
                  <small>
                    {t.responseCount} 条回复 · {t.memberCount} 人
                  </small>
                </TopicButton>
              </li>
            ))}
          </TopicList>
        )}
        <Downloads>
          <Button block loading={busy === 'responses'} onClick={() => void download('responses', getResponsesDownload, { taskId })}>
            下载全部回复
          </Button>
          <Button block variant="secondary" loading={busy === 'base'} onClick={() => void download('base', getBaseDownload, { taskId })}>
            下载成员基本信息
          </Button>
          {saved && <Saved role="status">已下载 {saved}</Saved>}
        </Downloads>
      </Card>
      <Card title={topics.data?.find((t) => t.id === topicId)?.title ?? '回复明细'}>{body}</Card>
    </Layout>
  );
}

/** /bbs/:id/bbs-response (host): each topic's responses in detail, and the responses as files. */
export function ResponsesPage() {
  return (
    <GroupFrame title="回复详情" hostOnly>
      {(group) => <Responses {...group} />}
    </GroupFrame>
  );
}

export default ResponsesPage;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: 300px minmax(0, 1fr);
    align-items: start;
  }
`;

const TopicList = styled(Rows)`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const TopicButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  small {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Downloads = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 16px;
`;

const Saved = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  overflow-wrap: anywhere;
`;

const Replies = styled(Rows)`
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  time {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
