import { defineArea, lazyScreen } from '@survey/shared';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-home',
  routes,
  screens: {
    home: lazyScreen(() => import('../features/home/components/home-page')),
  },
});
