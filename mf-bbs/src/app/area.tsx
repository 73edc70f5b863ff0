import { defineArea, lazyScreen } from '@survey/shared';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-bbs',
  routes,
  screens: {
    'bbs-id': lazyScreen(() => import('../features/group-login/components/group-login-page')),
  },
});
