import { useParams, useSearchParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Empty } from '@survey/shared/ui';
import { ResponseComposer } from '../../../components/response-composer';
import { Muted, TopicFrame } from './topic-frame';

/** /topic/questioning/:id: a follow-up on an answer (answering the host's question on it, or adding to it). */
export function Questioning() {
  const responseId = Number(useParams().id);
  const topicId = Number(useSearchParams()[0].get('topic'));
  const { navigate } = usePlatform();
  const back = Number.isInteger(topicId) && topicId > 0 ? `/topic/answer/detail/${topicId}` : '/topic';
  const valid = Number.isInteger(responseId) && responseId > 0;
  return (
    <TopicFrame title="追问" back={{ to: back, label: '回答详情' }}>
      {valid ? (
        <>
          <Muted>写下你的补充或对主持人追问的回应，其他成员和主持人都能看到。</Muted>
          <ResponseComposer topicId={topicId} parentId={responseId} onDone={() => navigate(back)} onCancel={() => navigate(back)} />
        </>
      ) : (
        <Empty content="可追问的回答" description="追问地址不正确" />
      )}
    </TopicFrame>
  );
}

export default Questioning;
