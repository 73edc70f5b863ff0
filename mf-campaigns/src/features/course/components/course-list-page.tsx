import styled from 'styled-components';
import { Link } from '@survey/shared/router';
import { Card, Empty, PageContainer, Tag } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { useCourses } from '../api/get-courses';
import { ProgressBar } from './progress-bar';

const Courses = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    gap: 8px;
    height: 100%;
    padding: 16px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  small {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** /course: the new-member courses with the member's progress. */
export default function CourseListPage() {
  const courses = useCourses();
  return (
    <PageContainer paddingY={24}>
      <Card title="新手课堂" level={1}>
        <AsyncList state={courses} errorTitle="课程加载失败" skeleton={6} empty={<Empty content="课程" top={24} />}>
          {(data) => (
            <Courses>
              {data.map((c) => (
                <li key={c.id}>
                  <Link to={`/course/${c.id}`}>
                    <Tag type={c.kind === 'video' ? 'primary' : 'default'}>{c.kind === 'video' ? '视频' : '图文'}</Tag>
                    <strong>{c.title}</strong>
                    <small>
                      {c.summary} · 约 {c.minutes} 分钟 · {c.progress >= 100 ? '已学完' : `已学 ${c.progress}%`}
                    </small>
                    <ProgressBar value={c.progress} />
                  </Link>
                </li>
              ))}
            </Courses>
          )}
        </AsyncList>
      </Card>
    </PageContainer>
  );
}
