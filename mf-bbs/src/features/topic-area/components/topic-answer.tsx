import { useParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { ErrorPanel, Skeleton } from '@survey/shared/ui';
import { RichText } from '@survey/shared/ui/rich-text';
import { ResponseComposer } from '../../../components/response-composer';
import { useTopicDetail } from '../../../lib/api/get-topic-detail';
import { TopicFrame } from './topic-frame';

/** /topic/answer/:id: answering one question (text, tag, attachments), then the answer's detail. */
export function TopicAnswer() {
  const topicId = Number(useParams().id);
  const { navigate } = usePlatform();
  const detail = useTopicDetail(topicId);
  const topic = detail.data;
  return (
    <TopicFrame title={topic?.title ?? '回答问题'} back={{ to: topic ? `/topic/list/${topic.taskId}` : '/topic', label: '问题列表' }}>
      {detail.status === 'error' && !topic ? (
        <ErrorPanel title="问题不存在或你不是该讨论组的成员" onRetry={() => void detail.reload()} />
      ) : !topic ? (
        <Skeleton title lines={5} />
      ) : (
        <>
          <RichText html={topic.content} />
          <ResponseComposer topicId={topic.id} onDone={() => navigate(`/topic/answer/detail/${topic.id}`)} />
        </>
      )}
    </TopicFrame>
  );
}

export default TopicAnswer;
