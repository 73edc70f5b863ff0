import { defineArea, lazyScreen } from '@survey/shared';
import { getHomeCheck } from '../features/home-check/api/get-home-check';
import { getCheckin } from '../features/home/api/get-checkin';
import { getTasksRecommend } from '../features/home/api/get-tasks-recommend';
import { routes } from '../routes';

export const area = defineArea({
  area: 'mf-home',
  routes,
  screens: {
    home: lazyScreen(() => import('./home-screen')),
    'home-task': lazyScreen(() => import('../features/my-tasks/components/my-tasks-page')),
    'home-gold': lazyScreen(() => import('../features/gold/components/gold-page')),
    'home-credit': lazyScreen(() => import('../features/credit/components/credit-page')),
    'home-credit-details': lazyScreen(() => import('../features/credit/components/credit-details-page')),
    'home-quality': lazyScreen(() => import('../features/quality/components/quality-page')),
    'home-quality-details': lazyScreen(() => import('../features/quality/components/quality-details-page')),
    'home-exchange': lazyScreen(() => import('../features/exchange-records/components/exchange-records-page')),
    'home-card': lazyScreen(() => import('../features/vouchers/components/voucher-zone-page')),
    'home-user': lazyScreen(() => import('../features/user/components/user-page')),
    'home-invite': lazyScreen(() => import('../features/invite/components/invite-page')),
    'home-feedback': lazyScreen(() => import('../features/feedback/components/feedback-list-page')),
    'home-feedback-ask': lazyScreen(() => import('../features/feedback/components/feedback-ask-page')),
    'home-feedback-id': lazyScreen(() => import('../features/feedback/components/feedback-detail-page')),
    'home-feedback-help': lazyScreen(() => import('../features/feedback/components/help-page')),
    'home-feedback-help-id': lazyScreen(() => import('../features/feedback/components/help-page')),
    'home-message': lazyScreen(() => import('../features/messages/components/message-list-page')),
    'home-message-id': lazyScreen(() => import('../features/messages/components/message-detail-page')),
    'home-notices-id': lazyScreen(() => import('../features/messages/components/notice-page')),
  },
  prefetch: {
    // The home page's first calls, asked while its code loads (the account is the shell's: it read it).
    home: ({ http }) => {
      getCheckin.prefetch(http);
      getTasksRecommend.prefetch(http);
      getHomeCheck.prefetch(http);
    },
  },
});
