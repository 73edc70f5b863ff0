import { lazy } from 'react';
import { defineArea } from '@survey/shared';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-exchange',
  routes,
  screens: {
    exchange: lazy(() => import('../features/catalogue/components/exchange-page')),
  },
});
