import { useState } from 'react';
import styled from 'styled-components';
import type { Message } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button, Card, Stack, Tag } from '@survey/shared/ui';
import { AsyncList, Rows } from '@survey/shared/ui/data';
import { Pagination } from '@survey/shared/ui/navigation';
import { formatDate } from '@survey/shared/format';
import { Link } from '@survey/shared/router';
import { HomeLayout } from '../../../components/home-layout';
import { syncMessageFlag } from '../../../lib/message-flag';
import { usePageParam } from '../../../lib/page-param';
import { useMessages } from '../api/get-messages';
import { useUnreadNotices } from '../api/get-notices-unread';
import { useReadMessages } from '../api/post-messages-read';

const PAGE_SIZE = 10;

/** /home/message: unread notices, then my messages (unread marked), read one by one or all at once. */
export function MessageListPage() {
  const { http, notify } = usePlatform();
  const [page, setPage] = usePageParam();
  const messages = useMessages(page, PAGE_SIZE);
  const { data, setData } = messages;
  const notices = useUnreadNotices();
  const readMessages = useReadMessages();
  const [busy, setBusy] = useState(false);
  const unread = data?.list.some((m) => !m.read) ?? false;

  const readAll = async () => {
    setBusy(true);
    try {
      await readMessages({});
      setData((current) => current && { ...current, list: current.list.map((m): Message => ({ ...m, read: true })) });
      notify.success('已全部标为已读');
      await syncMessageFlag(http);
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <HomeLayout>
      <Stack>
        {notices.data && notices.data.length > 0 && (
          <Card title="未读公告">
            <Rows aria-label="未读公告">
              {notices.data.map((n) => (
                <Row key={n.id}>
                  <Link to={`/home/notices/${n.id}`}>{n.title}</Link>
                  <Time>{formatDate(n.createdAt)}</Time>
                </Row>
              ))}
            </Rows>
          </Card>
        )}
        <Card
          title="我的消息"
          extra={
            <Button variant="secondary" loading={busy} disabled={!unread} onClick={() => void readAll()}>
              全部标为已读
            </Button>
          }
        >
          <AsyncList
            state={messages}
            errorTitle="消息加载失败"
            skeleton={5}
            empty="消息"
            pagination={(data) => <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />}
          >
            {(data) => (
              <Rows aria-label="我的消息">
                {data.list.map((m) => (
                  <Row key={m.id} aria-label={m.title}>
                    <Title>
                      {!m.read && <Tag type="danger">未读</Tag>}
                      <Link to={`/home/message/${m.id}`}>{m.title}</Link>
                    </Title>
                    <Time>{formatDate(m.createdAt)}</Time>
                  </Row>
                ))}
              </Rows>
            )}
          </AsyncList>
        </Card>
      </Stack>
    </HomeLayout>
  );
}

export default MessageListPage;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  min-height: 52px;
  padding: 6px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
    word-break: break-all;
  }
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
