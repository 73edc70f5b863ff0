import { useEffect } from 'react';
import { isApiError, usePlatform, useRequest, useSession } from '@survey/shared';
import { getGroupInfo } from '../lib/api/get-group-info';
import { getGroupTask } from '../lib/api/get-group-task';

export const ROLE_HOST = 1;

/** The API's answer to a signed-in member without a seat in the group. */
const NOT_GROUP_MEMBER = 1011;

/**
 * The group of a `/bbs/:id/…` page: its task id (from the session when it is the group signed into,
 * else decoded from the hash), its header info and the member's role in it.
 */
export function useGroup(hashId: string) {
  const { session } = usePlatform();
  const { topic, topicUser } = useSession();
  const known = topic.taskHashId === hashId && topic.taskId !== null ? topic.taskId : null;
  const task = useRequest(
    (http) => (known !== null ? Promise.resolve(known) : getGroupTask(http, { hashId }).then((g) => g.taskId)),
    [hashId, known],
  );
  const taskId = task.data;
  // null: signed in, but not as one of this group's members (a page to sign in to the group, not an error).
  const info = useRequest(
    (http) =>
      getGroupInfo(http, { taskId: taskId ?? 0 }).catch((error: unknown) => {
        if (isApiError(error) && error.code === NOT_GROUP_MEMBER) return null;
        throw error;
      }),
    [taskId],
    { enabled: taskId !== null },
  );
  const user = info.data?.user;
  // The member's place in the group signed into is kept in the session (spec §6: the topic-level role).
  useEffect(() => {
    if (!user || topic.taskHashId !== hashId) return;
    if (
      topicUser?.role !== user.role ||
      topicUser.name !== user.name ||
      topicUser.avatar !== user.avatar ||
      topicUser.memberId !== user.memberId
    ) {
      session.setTopicUser(user);
    }
  }, [user, topic.taskHashId, hashId, topicUser, session]);
  const failed = task.status === 'error' || info.status === 'error';
  return {
    taskId,
    info: info.data ?? undefined,
    isHost: info.data?.user.role === ROLE_HOST,
    // The answer null means "not a member" only once it has arrived: while loading, data is null too.
    status: failed
      ? ('error' as const)
      : info.status !== 'ready'
        ? ('loading' as const)
        : info.data
          ? ('ready' as const)
          : ('not-member' as const),
    reload: () => (task.status === 'error' ? task.reload() : info.reload()),
  };
}
