import { lazy } from 'react';
import { defineArea } from '@survey/shared';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-tasks',
  routes,
  screens: {
    task: lazy(() => import('../features/task-list/components/task-list-page')),
  },
});
