import { createNotifier } from './notifier';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('spec §9: a message is removed after 2000 ms', () => {
  const notify = createNotifier();
  notify.success('保存成功');
  expect(notify.getMessages()).toEqual([{ id: expect.any(Number), type: 'success', text: '保存成功' }]);
  jest.advanceTimersByTime(1999);
  expect(notify.getMessages()).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(notify.getMessages()).toEqual([]);
});

test('spec §8: the four message types', () => {
  const notify = createNotifier();
  notify.info('a');
  notify.warning('b');
  notify.error('c');
  notify.success('d');
  expect(notify.getMessages().map((m) => m.type)).toEqual(['info', 'warning', 'error', 'success']);
});

test('spec §8: dedupe suppresses a message while the same one is visible, not after', () => {
  const notify = createNotifier();
  notify.error('网络错误', { dedupe: true });
  notify.error('网络错误', { dedupe: true });
  notify.warning('网络错误', { dedupe: true }); // another type is another message
  expect(notify.getMessages()).toHaveLength(2);
  jest.advanceTimersByTime(2000);
  notify.error('网络错误', { dedupe: true });
  expect(notify.getMessages()).toHaveLength(1);
});

test('spec §8: without dedupe identical messages stack', () => {
  const notify = createNotifier();
  notify.info('x');
  notify.info('x');
  expect(notify.getMessages()).toHaveLength(2);
});

test('custom durations and a stable snapshot for useSyncExternalStore', () => {
  const notify = createNotifier({ duration: 500 });
  const listener = jest.fn();
  const unsubscribe = notify.subscribe(listener);
  const empty = notify.getMessages();
  expect(notify.getMessages()).toBe(empty);
  notify.show('info', 'long', { duration: 3000 });
  notify.info('short');
  const snapshot = notify.getMessages();
  expect(notify.getMessages()).toBe(snapshot);
  jest.advanceTimersByTime(500);
  expect(notify.getMessages().map((m) => m.text)).toEqual(['long']);
  jest.advanceTimersByTime(2500);
  expect(notify.getMessages()).toEqual([]);
  expect(listener).toHaveBeenCalledTimes(4);
  unsubscribe();
  notify.info('z');
  expect(listener).toHaveBeenCalledTimes(4);
});
