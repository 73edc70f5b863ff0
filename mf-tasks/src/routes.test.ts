// The survey hand-off and return screens (spec §2, "Survey hand-off screens") are H5 pages:
// a member mid-survey on a phone sees the screen alone, without the site header and footer, and the
// tab title without the app name (the shell reads the flag from the published route table).
import { routes } from './routes';

const HAND_OFF = [
  '/task/go',
  '/task/agent/go',
  '/task/mp/go',
  '/task/back',
  '/task/welcome/back',
  '/task/back/failure',
  '/cloud/gmo/go',
  '/cloud/agent/go',
  '/cloud/survey/go',
  '/cloud/agent/back',
  '/callback.php',
  '/browse/redirect',
];

test('the hand-off and return screens are marked h5, the rest of the area is not', () => {
  const h5 = routes.filter((route) => 'h5' in route && route.h5).map((route) => route.path);
  expect([...h5].sort()).toEqual([...HAND_OFF].sort());
});
