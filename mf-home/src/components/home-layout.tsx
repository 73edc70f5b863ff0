import type { ReactNode } from 'react';
import { useLocation } from '@survey/shared/router';
import { PageContainer, PageMain, SideMenu, usePlatform } from '@survey/shared';
import { HOME_MENU_ITEMS, menuKeyOf } from './home-menu-items';
import { useHomeNotice } from './home-notice';

/** Every page of the member's home: the side menu (100px from the top) and the page beside it. */
export function HomeLayout({ children }: { children: ReactNode }) {
  const { navigate } = usePlatform();
  const { pathname } = useLocation();
  const notice = useHomeNotice();
  return (
    <PageContainer withSide>
      <SideMenu
        aria-label="我的主页菜单"
        items={HOME_MENU_ITEMS}
        activeKey={menuKeyOf(pathname)}
        onSelect={(to) => {
          if (to !== pathname) navigate(to);
        }}
      />
      <PageMain>
        {notice}
        {children}
      </PageMain>
    </PageContainer>
  );
}
