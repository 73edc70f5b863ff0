import forge from 'node-forge';
import { Type } from '@sinclair/typebox';
import { defineCall as declare } from '@survey/contract';
import { createTestPlatform } from '../testing';
import { setRsaPublicKey } from './rsa-public-key';
import { bindCall } from './bind-call';
import { encryptOnSend } from './encrypt-on-send';

const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
const decrypt = (cipher: string) => keys.privateKey.decrypt(forge.util.decode64(cipher), 'RSAES-PKCS1-V1_5');

const loginContract = declare({
  method: 'POST',
  path: '/auth/test/login',
  summary: '',
  tag: 'test',
  auth: false,
  schemas: { body: Type.Object({ mobile: Type.String(), password: Type.String() }), response: Type.Boolean() },
});
const login = bindCall<typeof loginContract>(loginContract.method, loginContract.path, { prepare: encryptOnSend(['mobile']) });

test('spec §5: a call with encryptOnSend sends the listed fields encrypted (jsencrypt loaded on send) and the rest as given', async () => {
  const p = createTestPlatform();
  setRsaPublicKey(forge.pki.publicKeyToPem(keys.publicKey)); // in place of the test site's key
  p.server.respond(loginContract, true);
  await expect(login(p.http, { mobile: '13800138000', password: 'secret' })).resolves.toBe(true);
  const sent = p.server.calls[0].body as { mobile: string; password: string };
  expect(sent.mobile).not.toContain('13800138000');
  expect(decrypt(sent.mobile)).toBe('13800138000');
  expect(sent.password).toBe('secret');
});

test("without the site config's key the call fails and nothing is sent in clear", async () => {
  const p = createTestPlatform();
  setRsaPublicKey(undefined);
  p.server.respond(loginContract, true);
  await expect(login(p.http, { mobile: '13800138000', password: 'secret' })).rejects.toThrow('no RSA public key');
  expect(p.server.calls).toHaveLength(0);
});
