import type { ReactNode } from 'react';
import { matchRoutes, useLocation } from '@survey/shared/router';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { PageContainer, PageMain, visuallyHidden } from '@survey/shared/ui';
import { SideMenu } from '@survey/shared/ui/navigation';
import { routes } from '../routes';
import { HOME_MENU_ITEMS, menuKeyOf } from './home-menu-items';
import { useHomeNotice } from './home-notice';

/** The title of the home route at `pathname` (the route table's, which the shell also puts in the tab). */
function titleOf(pathname: string): string | undefined {
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, title: route.title })),
    pathname,
  )?.[0];
  return match?.route.title;
}

/**
 * Every page of the member's home: the page's one `<h1>` (its title, for readers: the side menu
 * shows sighted members where they are), the side menu (100px from the top; a tab bar on phones),
 * the page beside it and the page's notices after it. The shell's `<main>` holds it all.
 */
export function HomeLayout({ children }: { children: ReactNode }) {
  const { navigate } = usePlatform();
  const { pathname } = useLocation();
  const notice = useHomeNotice();
  return (
    <PageContainer withSide>
      <PageTitle>{titleOf(pathname) ?? '我的主页'}</PageTitle>
      <SideMenu
        aria-label="我的主页菜单"
        items={HOME_MENU_ITEMS}
        activeKey={menuKeyOf(pathname)}
        onSelect={(to) => {
          if (to !== pathname) navigate(to);
        }}
      />
      <PageMain>
        {children}
        {notice && <NoticeDock>{notice}</NoticeDock>}
      </PageMain>
    </PageContainer>
  );
}

const PageTitle = styled.h1`
  ${visuallyHidden}
`;

// Notices arrive after the page: in flow after it, they push nothing down (no layout shift) and
// cover nothing (stuck over the screen's bottom they hid today's check-in cell on a phone).
const NoticeDock = styled.div`
  margin-top: 12px;
  &:empty {
    display: none;
  }
  & > * {
    margin: 8px 0 0;
  }
`;
