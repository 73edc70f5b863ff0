import { areaDrawsHeader } from './area-header';

const groupRoute = { header: 'group' as const };
const participant = { token: 't', topic: { taskId: 1, taskHashId: 'qz8Kd1', role: 2 } };

test('a member signed in to a group gets the area’s header on a route flagged header "group"', () => {
  expect(areaDrawsHeader(groupRoute, participant)).toBe(true);
});

test('everyone else, and every other route, gets the site header', () => {
  expect(areaDrawsHeader(groupRoute, { ...participant, token: null })).toBe(false);
  expect(areaDrawsHeader(groupRoute, { ...participant, topic: { taskId: null, taskHashId: null, role: null } })).toBe(false);
  expect(areaDrawsHeader({ header: 'landing' }, participant)).toBe(false);
  expect(areaDrawsHeader({}, participant)).toBe(false);
  expect(areaDrawsHeader(null, participant)).toBe(false);
});
