import { defineArea, lazyScreen } from '@survey/shared';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-home',
  routes,
  screens: {
    home: lazyScreen(() => import('../features/home/components/home-page')),
    'home-exchange': lazyScreen(() => import('../features/exchange-records/components/exchange-records-page')),
    'home-card': lazyScreen(() => import('../features/vouchers/components/voucher-zone-page')),
  },
});
