// Forged uploads and overwrites: the object-storage secret is its own (knowing the RSA key
// signs nothing), the API names every object in the member's own folder and signs its ACL, a key is
// written once, another member's private file cannot be signed, and each member has a quota.
import { createHash, createHmac } from 'node:crypto';
import { Codes } from '../src/codes';
import { OSS_QUOTA } from '../src/oss/quota';
import { demoSecrets } from '../src/security/secrets';
import { type Harness, enc, freshMobile, start } from './helpers';
import { policyFields, postUpload } from './oss-helpers';

const secrets = demoSecrets(undefined, {});

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await start({ secrets });
  alice = (await h.loginDemo()).token;
  const m = freshMobile();
  const code = await h.smsCode(m, 'login');
  bob = (await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(code) })).data.token;
});
afterAll(async () => {
  await h?.close();
});

const upload = (fields: Record<string, string>, data = Buffer.from('hello'), headers: Record<string, string> = {}) =>
  postUpload(h, fields, { name: 'f.txt', type: 'text/plain', data }, headers);
const policy = async (token: string, query = 'module=feedback&ext=.txt') => (await h.get(`/api/v1/oss/policy?${query}`, token)).data;

const fetchFile = (url: string) => h.app.inject({ url });

test('knowing the RSA private key signs nothing: the object-storage secret is not derived from it', async () => {
  const p = await policy(alice);
  expect((await upload(policyFields(p), Buffer.from('private note'))).statusCode).toBe(204);
  // What the old derivation would give anyone holding the RSA key.
  const derived = createHash('sha256').update(`oss-secret:${secrets.rsaPrivateKeyPem}`).digest('hex');
  const sign = (data: string) => createHmac('sha1', derived).update(data).digest('base64');
  const expires = Math.floor(h.clock.now() / 1000) + 600;
  const forgedLink = `/api/oss/files/${p.key}?Expires=${expires}&Signature=${encodeURIComponent(sign(`GET\n${expires}\n${p.key}`))}`;
  expect((await fetchFile(forgedLink)).statusCode).toBe(403);
  const doc = Buffer.from(
    JSON.stringify({
      expiration: new Date(h.clock.now() + 600_000).toISOString(),
      conditions: [
        ['eq', '$key', 'avatar/1/evil.html'],
        ['eq', '$x-oss-object-acl', 'public-read'],
        ['content-length-range', 0, 1000],
      ],
    }),
  ).toString('base64');
  const forged = await upload({
    OSSAccessKeyId: p.OSSAccessKeyId,
    Signature: sign(doc),
    policy: doc,
    key: 'avatar/1/evil.html',
    'x-oss-object-acl': 'public-read',
  });
  expect(forged.statusCode).toBe(403);
  expect((await fetchFile('/api/oss/files/avatar/1/evil.html')).statusCode).toBe(403);
});

test("a member cannot overwrite another member's object, nor write twice with one policy", async () => {
  const a = await policy(alice, 'module=avatar&ext=.png&acl=public-read');
  expect((await upload(policyFields(a), Buffer.from('alice'))).statusCode).toBe(204);
  // Bob's policy names a key in Bob's folder; Alice's key in Bob's form breaks the signature's condition.
  const b = await policy(bob, 'module=avatar&ext=.png&acl=public-read');
  expect(b.key.startsWith(`avatar/${b.dir.split('/')[1]}/`)).toBe(true);
  expect(b.dir).not.toBe(a.dir);
  expect((await upload({ ...policyFields(b), key: a.key }, Buffer.from('bob'))).statusCode).toBe(403);
  // Replaying Alice's own policy (e.g. captured) cannot replace the object either.
  const again = await upload(policyFields(a), Buffer.from('replaced'));
  expect(again.statusCode).toBe(409);
  expect(again.body).toContain('<Code>FileAlreadyExists</Code>');
  expect((await fetchFile(`/api/oss/files/${a.key}`)).body).toBe('alice');
});

test('the ACL is the signed one: a private policy cannot make a public object; only avatars may be public', async () => {
  const p = await policy(bob, 'module=feedback&ext=.txt');
  expect(p.acl).toBe('private');
  const asPublic = await upload({ ...policyFields(p), 'x-oss-object-acl': 'private' }, Buffer.from('x'), {
    'x-oss-object-acl': 'public-read',
  });
  expect(asPublic.statusCode).toBe(403);
  expect((await upload({ ...policyFields(p), 'x-oss-object-acl': 'public-read' })).statusCode).toBe(403);
  expect((await h.get('/api/v1/oss/policy?module=feedback&acl=public-read', bob)).code).toBe(Codes.INVALID_PARAMS);
});

test("another member's private file cannot be signed: it is as missing as a file that does not exist", async () => {
  const p = await policy(alice);
  expect((await upload(policyFields(p), Buffer.from('secret'))).statusCode).toBe(204);
  const theirs = await h.get(`/api/v1/oss/sign?url=${p.key}`, bob);
  const missing = await h.get(`/api/v1/oss/sign?url=feedback/1/0.txt`, bob);
  expect({ code: theirs.code, message: theirs.message }).toEqual({ code: Codes.NOT_FOUND, message: missing.message });
  expect((await h.get(`/api/v1/oss/sign?url=${p.key}`, alice)).code).toBe(200);
});

test('quotas: the policy grants only the bytes left, and a full folder gets no policy', async () => {
  const m = freshMobile();
  const code = await h.smsCode(m, 'login');
  const carol = (await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(code) })).data;
  const id = carol.user.id;
  // Carol already keeps all but 100 bytes of her quota.
  await h.db.query('INSERT INTO oss_objects (key, acl, content_type, size, created_at, owner_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    `feedback/${id}/big.bin`,
    'private',
    'application/octet-stream',
    OSS_QUOTA.bytes - 100,
    h.clock.now(),
    id,
  ]);
  const p = await policy(carol.token);
  const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString());
  expect(doc.conditions).toContainEqual(['content-length-range', 0, 100]);
  expect((await upload(policyFields(p), Buffer.alloc(101))).statusCode).toBe(400);
  expect((await upload(policyFields(p), Buffer.alloc(100))).statusCode).toBe(204);
  expect(await h.get('/api/v1/oss/policy?module=feedback', carol.token)).toMatchObject({
    code: Codes.TOO_FREQUENT,
    message: '上传空间已用完',
  });
});

test('policies and download links expire', async () => {
  const p = await policy(alice);
  h.clock.advance(30 * 60_000 + 1);
  expect((await upload(policyFields(p))).statusCode).toBe(403);
  alice = (await h.loginDemo()).token;
  const q = await policy(alice);
  expect((await upload(policyFields(q))).statusCode).toBe(204);
  const link = (await h.get(`/api/v1/oss/sign?url=${q.key}`, alice)).data.url;
  expect((await fetchFile(link)).statusCode).toBe(200);
  h.clock.advance(3600_000 + 1000);
  expect((await fetchFile(link)).statusCode).toBe(403);
});
