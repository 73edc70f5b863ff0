import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, Empty, ErrorPanel, Skeleton, Stack } from '@survey/shared/ui';
import { Pagination } from '@survey/shared/ui/navigation';
import { formatDate } from '@survey/shared/format';
import { Link } from '@survey/shared/router';
import { HomeLayout } from '../../../components/home-layout';
import { usePageParam } from '../../../lib/page-param';
import { useFeedbacks } from '../api/get-feedbacks';
import { FeedbackStateTag } from './feedback-state-tag';
import { HelpLinks } from './help-links';

const PAGE_SIZE = 10;

/** /home/feedback: the help centre's categories, 我要提问, and my questions with their states. */
export function FeedbackListPage() {
  const { navigate } = usePlatform();
  const [page, setPage] = usePageParam();
  const { data, status, reload } = useFeedbacks(page, PAGE_SIZE);
  return (
    <HomeLayout>
      <Stack>
        <Card title="帮助中心">
          <HelpLinks />
        </Card>
        <Card title="我的反馈" extra={<Button onClick={() => navigate('/home/feedback/ask')}>我要提问</Button>}>
          {status === 'error' && !data ? (
            <ErrorPanel title="反馈加载失败" onRetry={() => void reload()} />
          ) : !data ? (
            <Skeleton lines={4} />
          ) : data.list.length === 0 ? (
            <Empty content="反馈" />
          ) : (
            <>
              <Rows aria-label="我的反馈">
                {data.list.map((f) => (
                  <Row key={f.id} aria-label={`${f.category} ${f.excerpt}`}>
                    <Head>
                      <FeedbackStateTag state={f.state} />
                      <Category>{f.category}</Category>
                      <Time>{formatDate(f.updatedAt)}</Time>
                    </Head>
                    <Link to={`/home/feedback/${f.id}`}>{f.excerpt}</Link>
                  </Row>
                ))}
              </Rows>
              <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
            </>
          )}
        </Card>
      </Stack>
    </HomeLayout>
  );
}

export default FeedbackListPage;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
    word-break: break-all;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Category = styled.span`
  font-weight: 600;
`;

const Time = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
