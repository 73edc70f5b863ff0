import type { ReactNode } from 'react';
import { useLocation } from '@survey/shared/router';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { PageContainer, PageMain } from '@survey/shared/ui';
import { SideMenu } from '@survey/shared/ui/navigation';
import { HOME_MENU_ITEMS, menuKeyOf } from './home-menu-items';
import { useHomeNotice } from './home-notice';

/**
 * Every page of the member's home: the side menu (100px from the top; a tab bar on phones), the
 * page beside it and the page's notices after it.
 */
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
        {children}
        {notice && <NoticeDock>{notice}</NoticeDock>}
      </PageMain>
    </PageContainer>
  );
}

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
