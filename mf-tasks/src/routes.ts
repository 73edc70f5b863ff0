import type { RouteTable } from '@survey/shared';

/**
 * The tasks area. Hand-off screens (…/go) send the member to the supplier; return screens (…/back,
 * /callback.php) take the supplier's signed result back. The spec's no-login route names map one to
 * one onto these paths:
 *
 * | name                      | path                | what                                              |
 * |---------------------------|---------------------|---------------------------------------------------|
 * | survey-in                 | /task/go            | hand-off: questionnaires and the welcome task     |
 * | agent-in (titled Survey)  | /task/agent/go      | hand-off: tasks run by a research agent           |
 * | mp-in                     | /task/mp/go         | hand-off: mini-program tasks, as a QR code        |
 * | callback                  | /cloud/gmo/go       | hand-off to GMO Research, which also returns here |
 * | survey-agent-in           | /cloud/agent/go     | hand-off: cloud agent tasks                       |
 * | survey-survey-in          | /cloud/survey/go    | hand-off: cloud survey tasks                      |
 * | survey-callback           | /task/back          | return from questionnaires, agent and mp tasks    |
 * | task-welcome              | /task/welcome/back  | return from a completed welcome task              |
 * | task-welcome-failure      | /task/back/failure  | return from a welcome task not completed          |
 * | survey-agent-callback     | /cloud/agent/back   | return from cloud agent tasks                     |
 * | survey-agent-callback-php | /callback.php       | return from cloud survey tasks (legacy address)   |
 * | survey-end                | /survey/end         | the result: outcome of every join state, credits  |
 * | user-survey               | /user/survey        | the personal attribute questionnaire              |
 *
 * The hand-off and return screens, and /browse/redirect, are H5 pages (`h5`): a member mid-survey, most
 * often on a phone, sees the screen alone, without the site header and footer, titled without the app name.
 *
 * "callback" goes to /cloud/gmo/go because it is the one path of the list left without a name: GMO's
 * return address is its hand-off address, so that screen is both. All are public: a member may come
 * back from a supplier in a browser that is not signed in (a screen that needs the member says so).
 */
export const routes = [
  { path: '/task', name: 'task', title: '任务大厅' },
  { path: '/task/summary', name: 'task-summary', title: '任务汇总' },
  { path: '/task/detail/:id', name: 'task-detail', title: '任务详情' },
  { path: '/task/go', name: 'survey-in', title: '问卷答题', public: true, h5: true },
  { path: '/task/agent/go', name: 'agent-in', title: 'Survey', public: true, h5: true },
  { path: '/task/mp/go', name: 'mp-in', title: '小程序任务', public: true, h5: true },
  { path: '/cloud/gmo/go', name: 'callback', title: 'GMO 问卷', public: true, h5: true },
  { path: '/cloud/agent/go', name: 'survey-agent-in', title: '云调研问卷', public: true, h5: true },
  { path: '/cloud/survey/go', name: 'survey-survey-in', title: '云调研问卷', public: true, h5: true },
  { path: '/task/back', name: 'survey-callback', title: '答题返回', public: true, h5: true },
  { path: '/task/welcome/back', name: 'task-welcome', title: '新手任务', public: true, h5: true },
  { path: '/task/back/failure', name: 'task-welcome-failure', title: '新手任务', public: true, h5: true },
  { path: '/cloud/agent/back', name: 'survey-agent-callback', title: '答题返回', public: true, h5: true },
  { path: '/callback.php', name: 'survey-agent-callback-php', title: '答题返回', public: true, h5: true },
  { path: '/survey/end', name: 'survey-end', title: '答题结果', public: true },
  { path: '/browse/redirect', name: 'browse-redirect', title: '页面跳转', h5: true },
  { path: '/user/survey', name: 'user-survey', title: '个人资料问卷', public: true },
] as const satisfies RouteTable;
