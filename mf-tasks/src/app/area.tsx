import { defineArea, lazyScreen } from '@survey/shared';
import { routes } from '../routes';

const handoff = () => import('../features/handoff/components/handoff-screens');
const back = () => import('../features/survey-return/components/return-screens');

export const area = defineArea({
  area: 'mf-tasks',
  routes,
  screens: {
    task: lazyScreen(() => import('../features/task-list/components/task-list-page')),
    'task-summary': lazyScreen(() => import('../features/task-summary/components/task-summary-page')),
    'task-detail': lazyScreen(() => import('../features/task-detail/components/task-detail-page')),
    'survey-in': lazyScreen(() => handoff().then((m) => ({ default: m.SurveyInScreen }))),
    'agent-in': lazyScreen(() => handoff().then((m) => ({ default: m.AgentInScreen }))),
    'mp-in': lazyScreen(() => handoff().then((m) => ({ default: m.MpInScreen }))),
    callback: lazyScreen(() => import('./gmo-screen')),
    'survey-agent-in': lazyScreen(() => handoff().then((m) => ({ default: m.SurveyAgentInScreen }))),
    'survey-survey-in': lazyScreen(() => handoff().then((m) => ({ default: m.SurveySurveyInScreen }))),
    'survey-callback': lazyScreen(() => back().then((m) => ({ default: m.SurveyCallbackScreen }))),
    'task-welcome': lazyScreen(() => back().then((m) => ({ default: m.TaskWelcomeScreen }))),
    'task-welcome-failure': lazyScreen(() => back().then((m) => ({ default: m.TaskWelcomeFailureScreen }))),
    'survey-agent-callback': lazyScreen(() => back().then((m) => ({ default: m.SurveyAgentCallbackScreen }))),
    'survey-agent-callback-php': lazyScreen(() => back().then((m) => ({ default: m.SurveyAgentCallbackPhpScreen }))),
    'survey-end': lazyScreen(() => import('../features/survey-end/components/survey-end-page')),
    'browse-redirect': lazyScreen(() => import('../features/browse-redirect/components/browse-redirect-page')),
    'user-survey': lazyScreen(() => import('../features/user-survey/components/user-survey-page')),
  },
});
