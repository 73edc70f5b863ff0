import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Empty } from '@survey/shared/ui';
import { AsyncList, Rows } from '@survey/shared/ui/data';
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
  const shown = attachments.data && (topicId ? attachments.data.filter((a) => a.topicId === topicId) : attachments.data);

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
      <AsyncList state={{ ...attachments, data: shown }} errorTitle="附件加载失败" skeleton={5} empty={<Empty content="附件" top={32} />}>
        {(files) => (
          <Files aria-label="附件列表">
            {files.map((a) => (
              <li key={a.id}>
                <AttachmentChip attachment={a} />
                <Meta>
                  {a.memberName} · {a.topicTitle} · {formatDate(a.createdAt, 'M月D日 HH:mm')}
                </Meta>
              </li>
            ))}
          </Files>
        )}
      </AsyncList>
    </Card>
  );
}

/** /bbs/:id/bbs-attachment: every attachment of the group, with picture previews and downloads under their own names. */
export function AttachmentsPage() {
  return <GroupFrame title="附件详情">{(group) => <Attachments {...group} />}</GroupFrame>;
}

export default AttachmentsPage;

const Files = styled(Rows)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 12px;
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
