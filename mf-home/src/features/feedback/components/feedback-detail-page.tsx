import { useState } from 'react';
import styled from 'styled-components';
import type { Feedback } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button, Card, Result, Stack } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import { HomeLayout } from '../../../components/home-layout';
import { useIdParam } from '../../../lib/id-param';
import { useFeedback } from '../api/get-feedback';
import { useConfirmFeedback } from '../api/post-feedback-confirm';
import { useReplyFeedback } from '../api/post-feedback-reply';
import { FeedbackStateTag } from './feedback-state-tag';
import { SignedImage } from './signed-image';

const AWAITING_CONFIRMATION = 4;
const CONFIRMED = 5;

/** /home/feedback/{id}: my question, the conversation with support, a reply, and confirming the resolution (4 → 5). */
export function FeedbackDetailPage() {
  const { navigate, notify } = usePlatform();
  const id = useIdParam();
  const feedback = useFeedback(id);
  const { setData } = feedback;
  const reply = useReplyFeedback();
  const confirm = useConfirmFeedback();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const back = (
    <Button variant="secondary" onClick={() => navigate('/home/feedback')}>
      返回反馈列表
    </Button>
  );

  const act = async (work: () => Promise<Feedback>, done: string) => {
    setBusy(true);
    try {
      setData(await work());
      notify.success(done);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (!text.trim()) return notify.warning('请输入回复内容');
    if (await act(() => reply({ id, content: text.trim() }), '已发送')) setText('');
  };

  if (!id) {
    return (
      <HomeLayout>
        <Result status="warning" title="反馈不存在" actions={back} />
      </HomeLayout>
    );
  }
  return (
    <HomeLayout>
      <Card title="我的反馈" extra={back}>
        <AsyncContent state={feedback} errorTitle="反馈加载失败" skeleton={5}>
          {(data) => (
            <Stack>
              <Head>
                <FeedbackStateTag state={data.state} />
                <strong>{data.category}</strong>
                <Time>{formatDate(data.createdAt)}</Time>
              </Head>
              <Text>{data.content}</Text>
              {data.images.length > 0 && (
                <Images>
                  {data.images.map((key, i) => (
                    <SignedImage key={key} objectKey={key} alt={`问题截图 ${i + 1}`} />
                  ))}
                </Images>
              )}
              <Thread aria-label="对话">
                {data.replies.map((r) => (
                  <Bubble key={r.id} $support={r.author === 'support'}>
                    <Who>
                      {r.author === 'support' ? '客服' : '我'} · {formatDate(r.createdAt)}
                    </Who>
                    <Text>{r.content}</Text>
                  </Bubble>
                ))}
              </Thread>
              {data.state === AWAITING_CONFIRMATION && (
                <Confirm>
                  <span>客服已答复，问题解决了吗？</span>
                  <Button loading={busy} onClick={() => void act(() => confirm({ id }), '感谢确认，问题已解决')}>
                    确认已解决
                  </Button>
                </Confirm>
              )}
              {data.state === CONFIRMED ? (
                <Closed>问题已确认解决。如有新问题，请重新提问。</Closed>
              ) : (
                <ReplyBox>
                  <label htmlFor="feedback-reply">补充说明</label>
                  <textarea id="feedback-reply" rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} />
                  <Button variant="secondary" loading={busy} onClick={() => void send()}>
                    发送
                  </Button>
                </ReplyBox>
              )}
            </Stack>
          )}
        </AsyncContent>
      </Card>
    </HomeLayout>
  );
}

export default FeedbackDetailPage;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
`;

const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Thread = styled.div`
  display: grid;
  gap: 12px;
  &:empty {
    display: none;
  }
`;

const Bubble = styled.div<{ $support: boolean }>`
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $support }) => ($support ? theme.colors.background : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Closed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const ReplyBox = styled.div`
  display: grid;
  gap: 8px;
  textarea {
    width: 100%;
    padding: 10px 12px;
    font-size: 16px;
    font-family: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  button {
    justify-self: end;
  }
`;
