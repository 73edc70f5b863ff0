import { createLoading } from './loading';

test('spec §8: loading is reference counted with default text 加载中...', () => {
  const loading = createLoading();
  expect(loading.getState()).toEqual({ visible: false, text: '加载中...' });
  loading.start();
  loading.start();
  expect(loading.getState()).toEqual({ visible: true, text: '加载中...' });
  loading.stop();
  expect(loading.getState().visible).toBe(true);
  loading.stop();
  expect(loading.getState()).toEqual({ visible: false, text: '加载中...' });
});

test('spec §8: custom text, extra stops are ignored, and listeners fire only on change', () => {
  const loading = createLoading();
  const listener = jest.fn();
  loading.subscribe(listener);
  loading.stop();
  expect(listener).not.toHaveBeenCalled();
  loading.start('提交中...');
  expect(loading.getState()).toEqual({ visible: true, text: '提交中...' });
  const snapshot = loading.getState();
  loading.start();
  expect(loading.getState()).toBe(snapshot); // no text given: keep the current one
  loading.stop();
  loading.stop();
  expect(listener).toHaveBeenCalledTimes(2);
  loading.start();
  expect(loading.getState().visible).toBe(true);
});
