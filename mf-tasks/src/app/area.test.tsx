import { routes } from '../routes';
import { area } from './area';

const SPEC_NO_LOGIN = [
  'survey-in',
  'agent-in',
  'mp-in',
  'survey-callback',
  'task-welcome',
  'task-welcome-failure',
  'survey-agent-in',
  'survey-survey-in',
  'survey-agent-callback',
  'survey-agent-callback-php',
  'survey-end',
  'user-survey',
  'callback',
];

test('every route has a screen and a unique name and path', () => {
  const screens = area.screens as Record<string, unknown>;
  for (const route of routes) expect(screens[route.name]).toBeDefined();
  expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
  expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
});

test('each no-login name of the spec maps to exactly one public path; agent-in is titled Survey', () => {
  for (const name of SPEC_NO_LOGIN) {
    const matching = routes.filter((route) => route.name === name);
    expect({ name, count: matching.length, public: 'public' in matching[0] && matching[0].public }).toEqual({
      name,
      count: 1,
      public: true,
    });
  }
  expect(routes.find((route) => route.name === 'agent-in')?.title).toBe('Survey');
  // The task hall and a task's detail need a member.
  for (const name of ['task', 'task-summary', 'task-detail', 'browse-redirect']) {
    expect(routes.find((route) => route.name === name)).not.toHaveProperty('public');
  }
});
