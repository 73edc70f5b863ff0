import { useEffect, useMemo, useRef, useState } from 'react';
import type { GroupResponse } from '@survey/contract';
import { Link, useParams } from '@survey/shared/router';
import styled from 'styled-components';
import { Card, Empty, Skeleton, Tag } from '@survey/shared/ui';
import { AsyncContent, AsyncList, Rows } from '@survey/shared/ui/data';
import { RichText } from '@survey/shared/ui/rich-text';
import { Chips } from '../../../components/chips';
import { type GroupContext, GroupFrame } from '../../../components/group-frame';
import { useResponseTags } from '../api/get-response-tags';
import { type ResponseFilter, useResponses } from '../hooks/use-responses';
import { useFollowUps } from '../../../lib/api/get-responses-ask';
import { useTopicDetail } from '../../../lib/api/get-topic-detail';
import { ResponseComposer } from '../../../components/response-composer';
import { PageTitle } from '../../../components/page-title';
import { ResponseItem } from './response-item';
import { VotePanel } from './vote-panel';

/** Responses under the response they follow up (at any depth), each thread oldest first. */
function threads(list: GroupResponse[]) {
  const byId = new Map(list.map((r) => [r.id, r]));
  const rootOf = (r: GroupResponse): number => {
    let current = r;
    while (current.parentId !== null && byId.has(current.parentId)) current = byId.get(current.parentId)!;
    return current.id;
  };
  const replies = new Map<number, GroupResponse[]>();
  const roots: GroupResponse[] = [];
  for (const r of list) {
    const root = rootOf(r);
    if (root === r.id) roots.push(r);
    else replies.set(root, [...(replies.get(root) ?? []), r]);
  }
  return { roots, replies };
}

function Topic({ hashId, isHost, info, topicId }: GroupContext & { topicId: number }) {
  const detail = useTopicDetail(topicId);
  const [filter, setFilter] = useState<ResponseFilter>({ kind: 'all' });
  const responses = useResponses(topicId, filter);
  const tags = useResponseTags(topicId);
  const followUps = useFollowUps(topicId, !isHost);
  const { roots, replies } = useMemo(() => threads(responses.data ?? []), [responses.data]);
  const changed = () => {
    void responses.reload();
    void tags.reload();
    if (!isHost) void followUps.reload();
  };

  // A deleted response takes its buttons with it: focus moves to the response after it (else the one
  // before, else the list's heading) once the list no longer shows it, never left on the page body.
  const heading = useRef<HTMLSpanElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ removed: number; next: number | null } | null>(null);
  const deleted = (id: number) => {
    const at = roots.findIndex((r) => r.id === id);
    setFocusAfter({ removed: id, next: (roots[at + 1] ?? roots[at - 1])?.id ?? null });
    changed();
  };
  useEffect(() => {
    if (!focusAfter || !responses.data || responses.data.some((r) => r.id === focusAfter.removed)) return;
    const next = focusAfter.next === null ? null : document.querySelector<HTMLElement>(`[data-response-id="${focusAfter.next}"]`);
    (next ?? heading.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, responses.data]);

  const filterKey = filter.kind === 'all' ? 'all' : filter.kind === 'member' ? 'mine' : filter.tag;
  const chipItems = [
    { key: 'all', label: '全部回复' },
    { key: 'mine', label: '只看我的' },
    ...(tags.data ?? []).map((t) => ({ key: t.tag, label: `${t.tag}（${t.count}）` })),
  ];
  const choose = (key: string) =>
    setFilter(
      key === 'all'
        ? { kind: 'all' }
        : key === 'mine'
          ? { kind: 'member', memberId: info.user.memberId }
          : { kind: 'tag', tag: key as '观点' },
    );

  return (
    <>
      {/* The topic's title is the page's <h1>; until it is there, the page's name. */}
      {!detail.data && <PageTitle>话题详情</PageTitle>}
      <AsyncContent
        state={detail}
        errorTitle="话题加载失败"
        errorDescription="话题不存在或网络异常"
        skeleton={<Skeleton title lines={8} />}
      >
        {(topic) => (
          <Column>
            <Back to={`/bbs/${encodeURIComponent(hashId)}/topic`}>‹ 返回话题列表</Back>
            <Card>
              <Title>{topic.title}</Title>
              <Meta>
                {topic.focusSectionTitle && <Tag type="primary">{topic.focusSectionTitle}</Tag>}
                {!isHost && (topic.replied ? <Tag type="success">已回复</Tag> : <Tag type="warning">未回复</Tag>)}
              </Meta>
              <RichText html={topic.content} />
            </Card>
            {topic.hasVote && <VotePanel topicId={topicId} isHost={isHost} />}
            {!isHost && (followUps.data?.length ?? 0) > 0 && (
              <Notice role="status">主持人对你的回复有 {followUps.data!.length} 条追问，请在下方回复中查看并回应。</Notice>
            )}
            <Card>
              <ResponseComposer topicId={topicId} onDone={changed} />
            </Card>
            <Card
              title={
                <span ref={heading} tabIndex={-1}>
                  回复（{responses.data?.length ?? 0}）
                </span>
              }
            >
              <Chips aria-label="筛选回复" items={chipItems} active={filterKey} onChange={choose} />
              <AsyncList state={responses} errorTitle="回复加载失败" skeleton={5} empty={<Empty content="回复" top={32} />}>
                {() => (
                  <List aria-label="回复列表">
                    {roots.map((r) => (
                      <ResponseItem
                        key={r.id}
                        response={r}
                        replies={replies.get(r.id) ?? []}
                        isHost={isHost}
                        onChanged={changed}
                        onDeleted={() => deleted(r.id)}
                      />
                    ))}
                  </List>
                )}
              </AsyncList>
            </Card>
          </Column>
        )}
      </AsyncContent>
    </>
  );
}

/** /bbs/:id/topic/:topicId: the host's question, the vote, the responses (refreshed on their own) and writing one. */
export function TopicPage() {
  const { topicId = '' } = useParams();
  const id = Number(topicId);
  if (!Number.isInteger(id) || id < 1) return <Empty content="话题" description="话题地址不正确" />;
  return (
    <GroupFrame title="话题详情" ownHeading>
      {(group) => <Topic {...group} topicId={id} />}
    </GroupFrame>
  );
}

export default TopicPage;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.textSecondary};
  text-decoration: none;
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1.4;
`;

const Meta = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 12px;
`;

const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  color: ${({ theme }) => theme.colors.goldText};
  background: ${({ theme }) => theme.colors.goldSoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const List = styled(Rows)`
  margin-top: 8px;
`;
