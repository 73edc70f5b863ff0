import { defineArea, lazyScreen } from '@survey/shared';
import { prefetchBenefits } from '../features/catalogue/api/get-benefits';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-exchange',
  routes,
  screens: {
    exchange: lazyScreen(() => import('../features/catalogue/components/exchange-page')),
    'exchange-id': lazyScreen(() => import('../features/redeem/components/detail-page')),
    'exchange-success': lazyScreen(() => import('../features/success/components/success-page')),
  },
  prefetch: {
    exchange: (platform, { search }) => prefetchBenefits(platform.http, search),
  },
});
