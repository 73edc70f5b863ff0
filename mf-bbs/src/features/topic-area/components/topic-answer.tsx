import { useParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Skeleton } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
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
      <AsyncContent state={detail} errorTitle="问题不存在或你不是该讨论组的成员" skeleton={<Skeleton title lines={5} />}>
        {(question) => (
          <>
            <RichText html={question.content} />
            <ResponseComposer topicId={question.id} onDone={() => navigate(`/topic/answer/detail/${question.id}`)} />
          </>
        )}
      </AsyncContent>
    </TopicFrame>
  );
}

export default TopicAnswer;
