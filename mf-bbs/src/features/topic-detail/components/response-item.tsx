import { useState } from 'react';
import type { GroupResponse } from '@survey/contract';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { Modal } from '@survey/shared/ui/modal';
import { postResponseDelete } from '../api/post-response-delete';
import { ResponseComposer } from '../../../components/response-composer';
import { ResponseBody, Replies } from '../../../components/response-body';

export interface ResponseItemProps {
  response: GroupResponse;
  /** Follow-ups of this response, oldest first. */
  replies: GroupResponse[];
  isHost: boolean;
  /** After a write or edit: the list is asked again. */
  onChanged: () => void;
  /** After this response was deleted: the page asks the list again and moves focus on. */
  onDeleted: () => void;
}

/** One response with its follow-ups; one's own can be edited and deleted, any can be answered. */
export function ResponseItem({ response, replies, isHost, onChanged, onDeleted }: ResponseItemProps) {
  const { http } = usePlatform();
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await postResponseDelete(http, { id: response.id });
      setConfirming(false);
      onDeleted();
    } catch {
      // The platform has shown the API's message.
    } finally {
      setDeleting(false);
    }
  };
  const done = () => {
    setMode('view');
    onChanged();
  };

  return (
    // Focusable from script only: where focus goes when the response before it was deleted.
    <Item data-testid={`response-${response.id}`} data-response-id={response.id} tabIndex={-1}>
      {mode === 'edit' ? (
        <ResponseComposer topicId={response.topicId} editing={response} onDone={done} onCancel={() => setMode('view')} />
      ) : (
        <ResponseBody response={response} />
      )}
      {mode === 'view' && (
        <Actions>
          <Button variant="link" size="sm" onClick={() => setMode('reply')}>
            {isHost ? '追问' : '回应'}
          </Button>
          {response.mine && (
            <>
              <Button variant="link" size="sm" onClick={() => setMode('edit')}>
                编辑
              </Button>
              <Button variant="link" size="sm" onClick={() => setConfirming(true)}>
                删除
              </Button>
            </>
          )}
        </Actions>
      )}
      {replies.length > 0 && (
        <Replies aria-label="追问与回应">
          {replies.map((r) => (
            <li key={r.id}>
              <ResponseBody response={r} />
            </li>
          ))}
        </Replies>
      )}
      {mode === 'reply' && (
        <ResponseComposer topicId={response.topicId} parentId={response.id} onDone={done} onCancel={() => setMode('view')} />
      )}
      <Modal
        open={confirming}
        title="删除回复"
        onClose={() => setConfirming(false)}
        onOk={() => void remove()}
        okText="删除"
        confirmLoading={deleting}
      >
        删除后其他成员将看不到这条回复及其附件，确定删除吗？
      </Modal>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 20px;
`;
