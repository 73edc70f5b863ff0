import { Link, useParams } from '@survey/shared/router';
import { useRequest } from '@survey/shared';
import { Button, Skeleton } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { RichText } from '@survey/shared/ui/rich-text';
import { getGroupTask } from '../../../lib/api/get-group-task';
import { useMemberInfo } from '../api/get-group-member-info';
import { Muted, TopicFrame } from './topic-frame';

/** /topic/join/:id: a group's introduction; its members go on to the questions, others to the group's login. */
export function TopicJoin() {
  const { id = '' } = useParams();
  const group = useRequest((http) => getGroupTask(http, { hashId: id }), [id]);
  const seat = useMemberInfo(group.data?.taskId ?? null);

  const body = (
    <AsyncContent state={group} errorTitle="讨论组不存在或已结束" skeleton={<Skeleton title lines={4} />}>
      {(data) => (
        <>
          <Muted>主持人：{data.hostName}</Muted>
          <RichText html={data.intro} />
          {seat.data ? (
            <Button as={Link} block size="lg" to={`/topic/list/${data.taskId}`}>
              进入讨论（{seat.data.name}）
            </Button>
          ) : seat.status === 'error' ? (
            <>
              <Muted>你还不是该讨论组的成员，请使用主持人发送的链接和密码登录讨论组。</Muted>
              <Button as={Link} block size="lg" variant="secondary" to={`/bbs/${encodeURIComponent(data.hashId)}`}>
                前往讨论组登录
              </Button>
            </>
          ) : (
            <Skeleton lines={1} />
          )}
        </>
      )}
    </AsyncContent>
  );
  return (
    <TopicFrame title={group.data?.title ?? '加入讨论'} back={{ to: '/topic', label: '全部讨论组' }}>
      {body}
    </TopicFrame>
  );
}

export default TopicJoin;
