import { lazy } from 'react';
import { defineArea } from '@survey/shared';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-home',
  routes,
  screens: {
    home: lazy(() => import('../features/home/components/home-page')),
  },
});
