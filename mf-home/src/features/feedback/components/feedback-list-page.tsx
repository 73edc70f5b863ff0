import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, Stack } from '@survey/shared/ui';
import { AsyncList, Rows } from '@survey/shared/ui/data';
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
  const feedbacks = useFeedbacks(page, PAGE_SIZE);
  return (
    <HomeLayout>
      <Stack>
        <Card title="帮助中心">
          <HelpLinks />
        </Card>
        <Card title="我的反馈" extra={<Button onClick={() => navigate('/home/feedback/ask')}>我要提问</Button>}>
          <AsyncList
            state={feedbacks}
            errorTitle="反馈加载失败"
            empty="反馈"
            pagination={(data) => <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />}
          >
            {(data) => (
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
            )}
          </AsyncList>
        </Card>
      </Stack>
    </HomeLayout>
  );
}

export default FeedbackListPage;

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
