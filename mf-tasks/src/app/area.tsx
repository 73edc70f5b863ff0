import { defineArea, lazyScreen } from '@survey/shared';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-tasks',
  routes,
  screens: {
    task: lazyScreen(() => import('../features/task-list/components/task-list-page')),
  },
});
