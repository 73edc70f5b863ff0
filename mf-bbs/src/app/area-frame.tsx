import type { ReactNode } from 'react';
import { useLocation } from '@survey/shared/router';
import { areaDrawsHeader, findRoute, useSession } from '@survey/shared';
import { GroupHeader } from '../components/group-header';
import { routes } from '../routes';

/** Around every screen of the area: the group's header where the shell leaves the header to it (areaDrawsHeader). */
export function AreaFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <>
      {areaDrawsHeader(findRoute(routes, pathname), session) && <GroupHeader />}
      {children}
    </>
  );
}
