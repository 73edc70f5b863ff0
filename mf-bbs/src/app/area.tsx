import { defineArea, lazyScreen } from '@survey/shared';
import { routes } from '../routes';
import { AreaFrame } from './area-frame';

export const area = defineArea({
  area: 'mf-bbs',
  routes,
  frame: AreaFrame,
  screens: {
    'bbs-search': lazyScreen(() => import('../features/group-search/components/search-page')),
    'bbs-id': lazyScreen(() => import('../features/group-login/components/group-login-page')),
    'bbs-topic': lazyScreen(() => import('../features/group-topics/components/topics-page')),
    'bbs-topic-id': lazyScreen(() => import('../features/topic-detail/components/topic-page')),
    'bbs-user': lazyScreen(() => import('../features/host-members/components/members-page')),
    'bbs-response': lazyScreen(() => import('../features/host-responses/components/responses-page')),
    'bbs-attachment': lazyScreen(() => import('../features/attachments/components/attachments-page')),
    topic: lazyScreen(() => import('../features/topic-area/components/topic-home')),
    'topic-id': lazyScreen(() => import('../features/topic-area/components/topic-question')),
    'topic-join': lazyScreen(() => import('../features/topic-area/components/topic-join')),
    'topic-list': lazyScreen(() => import('../features/topic-area/components/topic-list')),
    'topic-answer': lazyScreen(() => import('../features/topic-area/components/topic-answer')),
    'topic-answer-detail': lazyScreen(() => import('../features/topic-area/components/answer-detail')),
    'topic-questioning': lazyScreen(() => import('../features/topic-area/components/questioning')),
  },
});
