import { postMobileCodeSend } from '@survey/contract';
import { createTestPlatform, reply } from '../testing';
import type { ApiError } from '../platform-contract';

test('a refusal that names its wait (data.retryAfter) carries it on the ApiError; one that does not, carries none', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(postMobileCodeSend, reply({ retryAfter: 52 }, { code: 1004, message: '发送过于频繁，请稍后再试' }));
  const refused = (await p.http.post('/v1/sms/send').catch((e: unknown) => e)) as ApiError;
  expect(refused).toMatchObject({ code: 1004, message: '发送过于频繁，请稍后再试', retryAfter: 52 });
  p.server.fail(postMobileCodeSend, { code: 1004, message: '短信发送量已达本小时上限，请稍后再试' });
  const bare = (await p.http.post('/v1/sms/send').catch((e: unknown) => e)) as ApiError;
  expect(bare.code).toBe(1004);
  expect(bare.retryAfter).toBeUndefined();
});
