import { useState } from 'react';
import type { GroupMember } from '@survey/contract';
import styled from 'styled-components';
import { Button, Skeleton } from '@survey/shared/ui';
import { Modal } from '@survey/shared/ui/modal';
import { Table, type TableColumn } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import { getMemberDownload } from '../../../lib/api/get-member-download';
import { useDownload } from '../../../hooks/use-download';
import { useMemberAttr } from '../api/get-member-attr';

function AttrModal({ taskId, member, onClose }: { taskId: number; member: GroupMember | null; onClose: () => void }) {
  const attrs = useMemberAttr(taskId, member?.memberId ?? null);
  return (
    <Modal open={member !== null} title={member ? `${member.name} 的属性` : ''} onClose={onClose} footer={null}>
      {!attrs.data ? (
        <Skeleton lines={3} />
      ) : attrs.data.attrs.length === 0 ? (
        <p>暂无属性</p>
      ) : (
        <Attrs>
          {attrs.data.attrs.map((a) => (
            <div key={a.label}>
              <dt>{a.label}</dt>
              <dd>{a.value}</dd>
            </div>
          ))}
        </Attrs>
      )}
    </Modal>
  );
}

/** The respondents with their counts; each member's attributes and responses file. */
export function MembersTable({ taskId, rows, loading }: { taskId: number; rows: GroupMember[]; loading: boolean }) {
  const [shown, setShown] = useState<GroupMember | null>(null);
  const { download, busy } = useDownload();
  const columns: TableColumn<GroupMember>[] = [
    { key: 'name', title: '成员', render: (m) => `${m.name}${m.role === 1 ? '（主持人）' : ''}` },
    { key: 'mobile', title: '手机号' },
    { key: 'responseCount', title: '回复数', align: 'right' },
    { key: 'repliedTopics', title: '回复话题数', align: 'right' },
    { key: 'lastResponseAt', title: '最近回复', render: (m) => (m.lastResponseAt ? formatDate(m.lastResponseAt, 'M月D日 HH:mm') : '—') },
    {
      key: 'actions',
      title: '操作',
      render: (m) => (
        <Actions>
          <Button variant="link" size="sm" onClick={() => setShown(m)}>
            属性
          </Button>
          <Button
            variant="link"
            size="sm"
            loading={busy === `member-${m.memberId}`}
            onClick={() => void download(`member-${m.memberId}`, getMemberDownload, { taskId, memberId: m.memberId })}
          >
            下载回复
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <>
      {/* Six columns do not fit a phone: there each member is a card, its actions on screen. */}
      <Table
        columns={columns}
        rows={rows}
        rowKey="memberId"
        loading={loading}
        emptyText="没有符合条件的成员"
        caption="受访者列表"
        stacked
      />
      <AttrModal taskId={taskId} member={shown} onClose={() => setShown(null)} />
    </>
  );
}

const Actions = styled.span`
  display: inline-flex;
  gap: 16px;
  white-space: nowrap;
`;

const Attrs = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`;
