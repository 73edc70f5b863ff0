import styled from 'styled-components';
import { Link } from '@survey/shared/router';
import { useHelpCategories } from '../api/get-categories';

/** The help centre's categories (category 21's children), each opening its articles. */
export function HelpLinks({ current }: { current?: number }) {
  const { data } = useHelpCategories();
  if (!data?.children.length) return null;
  return (
    <Links aria-label="帮助中心">
      {data.children.map((c) => (
        <Link key={c.id} to={`/home/feedback/help/${c.id}`} aria-current={c.id === current ? 'page' : undefined}>
          {c.name}
        </Link>
      ))}
    </Links>
  );
}

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
