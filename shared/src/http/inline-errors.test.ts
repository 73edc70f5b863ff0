import { postStepUp, postTaskCallback } from '@survey/contract';
import { createTestPlatform } from '../testing';

test('a refusal the screen shows beside its field (inlineErrors) rejects without a toast; other codes still toast', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.fail(postStepUp, { code: 1003, message: '登录密码错误' });
  const refused = await p.http.post('/v1/users/step-up', { password: 'x' }, { inlineErrors: [1003] }).catch((e: unknown) => e);
  expect(refused).toMatchObject({ code: 1003, message: '登录密码错误', silent: true });
  expect(p.messages()).toEqual([]);
  p.server.fail(postStepUp, { code: 1004, message: '密码错误次数过多，请15分钟后再试' });
  await p.http.post('/v1/users/step-up', { password: 'x' }, { inlineErrors: [1003] }).catch(() => undefined);
  expect(p.messages().map((m) => m.text)).toEqual(['密码错误次数过多，请15分钟后再试']);
});

test('a screen that shows every outcome itself (inlineErrors: true) gets no toast for a refusal or for no answer at all', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.fail(postTaskCallback, { code: 1001, message: '随机数格式不正确' });
  await expect(p.http.post('/v1/tasks/callback', {}, { inlineErrors: true })).rejects.toMatchObject({ code: 1001, silent: true });
  p.server.drop(postTaskCallback);
  await expect(p.http.post('/v1/tasks/callback', {}, { inlineErrors: true })).rejects.toMatchObject({
    message: '网络连接失败，请检查网络后重试',
    retryable: true,
    silent: true,
  });
  expect(p.messages()).toEqual([]);
});
