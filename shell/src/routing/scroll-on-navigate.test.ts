import { patchHistoryApi } from 'single-spa';
import { scrollOnNavigate } from './scroll-on-navigate';

// The shell's history patch: every pushState/replaceState also dispatches a popstate event.
patchHistoryApi({ urlRerouteOnly: true });

const scrollTo = jest.fn();
let stop: () => void;
beforeEach(() => {
  window.history.replaceState(null, '', '/exchange');
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollTo.mockClear();
  stop = scrollOnNavigate();
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

// single-spa calls captured popstate listeners after its reroute, a few ticks later.
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('a navigation to another page (push or replace) starts at the top', async () => {
  window.history.pushState(null, '', '/exchange/detail/7');
  await settle();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockClear();
  window.history.replaceState(null, '', '/login?redirect=%2Fexchange');
  await settle();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

test('a query or hash change on the same page keeps its place', async () => {
  window.history.pushState(null, '', '/exchange?type=2');
  window.history.pushState(null, '', '/exchange?type=2#list');
  await settle();
  expect(scrollTo).not.toHaveBeenCalled();
});

test('back and forward are left to the browser, which restores the place', async () => {
  window.history.pushState(null, '', '/exchange/detail/7');
  await settle();
  scrollTo.mockClear();
  window.history.back();
  await settle();
  expect(window.location.pathname).toBe('/exchange');
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a page with an #anchor scrolls to its element once the screen renders it', async () => {
  const scrollIntoView = jest.fn();
  window.history.pushState(null, '', '/help#withdraw');
  await settle();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  const target = document.createElement('section');
  target.id = 'withdraw';
  target.scrollIntoView = scrollIntoView;
  document.body.appendChild(target);
  await settle();
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});
