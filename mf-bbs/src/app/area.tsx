import { lazy } from 'react';
import { defineArea } from '@survey/shared';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-bbs',
  routes,
  screens: {
    'bbs-id': lazy(() => import('../features/group-login/components/group-login-page')),
  },
});
