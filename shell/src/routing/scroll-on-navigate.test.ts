import { patchHistoryApi } from 'single-spa';
import { scrollOnNavigate } from './scroll-on-navigate';

// As the shell boots: this listener first, then the history patch (every pushState/replaceState
// also dispatches a popstate event, marked singleSpa).
scrollOnNavigate();
patchHistoryApi({ urlRerouteOnly: true });

const scrollTo = jest.fn();
/** Where the window is scrolled and how tall the page is, as a browser would report them. */
function layout({ y, height }: { y: number; height?: number }) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  if (height !== undefined) Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });
}

beforeEach(() => {
  layout({ y: 0, height: 768 });
  window.history.replaceState(null, '', '/exchange');
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollTo.mockClear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** A few frames and tasks (jsdom's history traversal is queued). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

test('a navigation to another page (push or replace) starts at the top', () => {
  window.history.pushState(null, '', '/exchange/detail/7');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockClear();
  window.history.replaceState(null, '', '/login?redirect=%2Fexchange');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

test('a query or hash change on the same page keeps its place', () => {
  window.history.pushState(null, '', '/exchange?type=2');
  window.history.pushState(null, '', '/exchange?type=2#list');
  expect(scrollTo).not.toHaveBeenCalled();
});

test('back returns to the place the page was left at, once the page is tall enough again', async () => {
  layout({ y: 800, height: 2000 });
  window.history.pushState(null, '', '/exchange/detail/7');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  // The detail is short: the browser's own restoration is clamped while it is still shown.
  layout({ y: 0, height: 1000 });
  scrollTo.mockClear();
  window.history.back();
  await settle();
  expect(window.location.pathname).toBe('/exchange');
  expect(scrollTo).not.toHaveBeenCalled();
  layout({ y: 232, height: 2000 }); // the list is back
  await settle();
  expect(scrollTo).toHaveBeenCalledWith(0, 800);
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test('back to a place the browser restored itself scrolls nothing', async () => {
  layout({ y: 300, height: 2000 });
  window.history.pushState(null, '', '/exchange/detail/8');
  layout({ y: 300 }); // restored by the browser
  scrollTo.mockClear();
  window.history.back();
  await settle();
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a page with an #anchor scrolls to its element once the screen renders it', async () => {
  const scrollIntoView = jest.fn();
  window.history.pushState(null, '', '/help#withdraw');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  const target = document.createElement('section');
  target.id = 'withdraw';
  target.scrollIntoView = scrollIntoView;
  document.body.appendChild(target);
  await settle();
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});
