import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Empty, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { formatDate } from '@survey/shared/format';
import { AttachmentChip } from '../../../components/attachment-chip';
import { Chips } from '../../../components/chips';
import { type GroupContext, GroupFrame } from '../../../components/group-frame';
import { getAttachmentListDownload } from '../../../lib/api/get-attachment-list-download';
import { useDownload } from '../../../hooks/use-download';
import { useAttachments } from '../api/get-attachments';

function Attachments({ taskId, isHost }: GroupContext) {
  const attachments = useAttachments(taskId);
  const [topicId, setTopicId] = useState(0);
  const { download, busy, saved } = useDownload();
  const list = attachments.data ?? [];
  const topics = [...new Map(list.map((a) => [a.topicId, a.topicTitle])).entries()];
  const shown = topicId ? list.filter((a) => a.topicId === topicId) : list;

  let body;
  if (attachments.status === 'error' && !attachments.data)
    body = <ErrorPanel title="附件加载失败" onRetry={() => void attachments.reload()} />;
  else if (!attachments.data) body = <Skeleton lines={5} />;
  else if (shown.length === 0) body = <Empty content="附件" top={32} />;
  else
    body = (
      <Files aria-label="附件列表">
        {shown.map((a) => (
          <li key={a.id}>
            <AttachmentChip attachment={a} />
            <Meta>
              {a.memberName} · {a.topicTitle} · {formatDate(a.createdAt, 'M月D日 HH:mm')}
            </Meta>
          </li>
        ))}
      </Files>
    );

  return (
    <Card
      title={`附件（${list.length}）`}
      extra={
        isHost && (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'list'}
            onClick={() => void download('list', getAttachmentListDownload, { taskId })}
          >
            下载附件清单
          </Button>
        )
      }
    >
      {saved && <Saved role="status">已下载 {saved}</Saved>}
      {topics.length > 1 && (
        <Chips
          aria-label="按话题筛选"
          items={[{ key: 0, label: '全部话题' }, ...topics.map(([key, label]) => ({ key, label }))]}
          active={topicId}
          onChange={setTopicId}
        />
      )}
      {body}
    </Card>
  );
}

/** /bbs/:id/bbs-attachment: every attachment of the group, with picture previews and downloads under their own names. */
export function AttachmentsPage() {
  return <GroupFrame>{(group) => <Attachments {...group} />}</GroupFrame>;
}

export default AttachmentsPage;

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const Meta = styled.p`
  margin: 4px 2px 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Saved = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.success};
`;
