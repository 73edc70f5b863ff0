import { postStepUp } from '@survey/contract';
import { createTestPlatform } from '../testing';

test('a refusal the screen shows beside its field (inlineCodes) rejects without a toast; other codes still toast', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.fail(postStepUp, { code: 1003, message: '登录密码错误' });
  const refused = await p.http.post('/v1/users/step-up', { password: 'x' }, { inlineCodes: [1003] }).catch((e: unknown) => e);
  expect(refused).toMatchObject({ code: 1003, message: '登录密码错误', silent: true });
  expect(p.messages()).toEqual([]);
  p.server.fail(postStepUp, { code: 1004, message: '密码错误次数过多，请15分钟后再试' });
  await p.http.post('/v1/users/step-up', { password: 'x' }, { inlineCodes: [1003] }).catch(() => undefined);
  expect(p.messages().map((m) => m.text)).toEqual(['密码错误次数过多，请15分钟后再试']);
});
