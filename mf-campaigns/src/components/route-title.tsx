import styled from 'styled-components';
import { useLocation } from '@survey/shared/router';
import { findRoute } from '@survey/shared';
import { visuallyHidden } from '@survey/shared/ui';
import { routes } from '../routes';

const Title = styled.h1`
  ${visuallyHidden}
`;

/** The page's <h1> where it shows no title of its own yet (loading, refused, a result card): its route's title, read, not drawn. */
export function RouteTitle() {
  const { pathname } = useLocation();
  return <Title>{findRoute(routes, pathname)?.title}</Title>;
}
