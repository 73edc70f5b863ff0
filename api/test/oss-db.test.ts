import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Codes } from '../src/codes';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { type Harness, start } from './helpers';
import { UPLOAD_BOUNDARY as BOUNDARY, multipart, policyFields, postUpload as upload } from './oss-helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 1)]);

describe('OSS upload end to end (in memory)', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await start();
    token = (await h.loginDemo()).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  const policy = async (module = 'avatar', query = '') => (await h.get(`/api/v1/oss/policy?module=${module}${query}`, token)).data;
  /** The form fields a policy signs: its key and ACL included. */
  const formOf = (p: Record<string, string>) => ({ ...policyFields(p), success_action_status: '200' });

  test('policy → multipart POST → sign → GET', async () => {
    const p = await policy('avatar', '&ext=.png');
    expect(p).toMatchObject({
      host: '/api/oss/upload',
      dir: 'avatar/1/',
      acl: 'private',
      OSSAccessKeyId: expect.any(String),
      expire: expect.any(Number),
    });
    // The API names the object: the member's folder, timestamp + 1000-9999 + the extension.
    expect(p.key).toMatch(new RegExp(`^avatar/1/${h.clock.now()}[1-9]\\d{3}\\.png$`));
    const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString());
    expect(doc.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$key', p.key],
        ['eq', '$x-oss-object-acl', 'private'],
      ]),
    );
    expect(Date.parse(doc.expiration)).toBeGreaterThan(h.clock.now());
    const { key } = p;
    const res = await upload(h, formOf(p), { name: 'me.png', type: 'image/png', data: PNG });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    // private by default: needs a signed url
    expect((await h.app.inject({ url: `/api/oss/files/${key}` })).statusCode).toBe(403);
    const signed = await h.get(`/api/v1/oss/sign?url=${encodeURIComponent(`/api/oss/files/${key}`)}`, token);
    expect(signed.data.url).toMatch(/^\/api\/oss\/files\/avatar\/.+\?.*Expires=\d+.*&Signature=/);
    const got = await h.app.inject({ url: signed.data.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    // a bare key and an absolute url sign the same object
    expect((await h.get(`/api/v1/oss/sign?url=${key}`, token)).data.url).toBe(signed.data.url);
    expect((await h.get(`/api/v1/oss/sign?url=${encodeURIComponent(`http://example.com/api/oss/files/${key}`)}`, token)).data.url).toBe(
      signed.data.url,
    );
    // tampered signature, expired link
    expect((await h.app.inject({ url: signed.data.url.replace(/Signature=[^&]+/, 'Signature=abc') })).statusCode).toBe(403);
    h.clock.advance(3601_000);
    expect((await h.app.inject({ url: signed.data.url })).statusCode).toBe(403);
    token = (await h.loginDemo()).token;
  });

  test('public-read objects need no signature; html is served as a download', async () => {
    const p = await policy('avatar', '&ext=.html&acl=public-read');
    const res = await upload(
      h,
      formOf(p),
      { name: 'x.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
      { 'x-oss-object-acl': 'public-read' },
    );
    expect(res.statusCode).toBe(200);
    const got = await h.app.inject({ url: `/api/oss/files/${p.key}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
    expect((await h.app.inject({ url: '/api/oss/files/feedback/missing.png' })).statusCode).toBe(403);
  });

  test('invalid uploads are refused with 403/400 and nothing is stored', async () => {
    const before = await h.count('oss_objects');
    const p = await policy('bbs', '&ext=.png');
    const base = formOf(p);
    const file = { name: 'a.png', type: 'image/png', data: PNG };
    expect((await upload(h, { ...base, Signature: 'AAAA' }, file)).statusCode).toBe(403);
    expect((await upload(h, { ...base, OSSAccessKeyId: 'other' }, file)).statusCode).toBe(403);
    expect((await upload(h, { ...base, key: 'bbs/1/a.png' }, file)).statusCode).toBe(403);
    expect((await upload(h, { ...base, key: `${p.key}/../../a.png` }, file)).statusCode).toBe(403);
    expect((await upload(h, { ...base, 'x-oss-object-acl': 'public-read' }, file)).statusCode).toBe(403);
    expect((await upload(h, base)).statusCode).toBe(400);
    const tampered = Buffer.from(
      JSON.stringify({ expiration: '2099-01-01T00:00:00Z', conditions: [['eq', '$key', 'bbs/2/x.png']] }),
    ).toString('base64');
    expect((await upload(h, { ...base, policy: tampered, key: 'bbs/2/x.png' }, file)).statusCode).toBe(403);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/oss/upload',
      payload: 'garbage',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(bad.statusCode).toBe(400);
    const json = await h.app.inject({ method: 'POST', url: '/api/oss/upload', payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
    h.clock.advance(31 * 60_000);
    expect((await upload(h, base, file)).statusCode).toBe(403);
    token = (await h.loginDemo()).token;
    expect(await h.count('oss_objects')).toBe(before);
  });

  test('policy and sign validate input and need a login', async () => {
    expect((await h.get('/api/v1/oss/policy?module=avatar')).code).toBe(401);
    expect((await h.get('/api/v1/oss/policy?module=secret', token)).code).toBe(Codes.INVALID_PARAMS);
    expect(await h.get('/api/v1/oss/policy?module=avatar&ext=.p/ng', token)).toMatchObject({
      code: Codes.INVALID_PARAMS,
      message: '文件扩展名格式不正确',
    });
    expect(await h.get('/api/v1/oss/policy?module=feedback&acl=public-read', token)).toMatchObject({
      code: Codes.INVALID_PARAMS,
      message: '该模块的文件不能公开',
    });
    expect((await h.get('/api/v1/oss/sign?url=../../etc/passwd', token)).code).toBe(Codes.INVALID_PARAMS);
    expect((await h.get('/api/v1/oss/sign', token)).code).toBe(Codes.INVALID_PARAMS);
  });

  test('the form keeps binary content byte for byte; a truncated form is refused and stores nothing', async () => {
    const p = await policy('avatar', '&ext=.txt&acl=public-read');
    const tricky = Buffer.concat([Buffer.from(`x\r\n--${BOUNDARY.slice(0, 12)}\r\n`), Buffer.from([0, 0xff, 0x0d, 0x0a])]);
    const res = await upload(h, { ...formOf(p), success_action_status: '201' }, { name: 't.txt', type: 'text/plain', data: tricky });
    expect(res.statusCode).toBe(201);
    expect((await h.app.inject({ url: `/api/oss/files/${p.key}` })).rawPayload.equals(tricky)).toBe(true);
    const q = await policy('avatar', '&ext=.txt&acl=public-read');
    const body = multipart(formOf(q), { name: 'cut.txt', type: 'text/plain', data: tricky });
    const cut = await h.app.inject({
      method: 'POST',
      url: '/api/oss/upload',
      payload: body.subarray(0, body.length - 20),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(cut.statusCode).toBe(400);
    expect((await h.app.inject({ url: `/api/oss/files/${q.key}` })).statusCode).toBe(403);
  });

  test('the signed policy is checked before the file is read: fields after the file do not count, > 10 MB is 413', async () => {
    const p = await policy('bbs', '&ext=.png');
    const fields = formOf(p);
    const fileFirst = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from('\r\n'),
      multipart(fields),
    ]);
    const late = await h.app.inject({
      method: 'POST',
      url: '/api/oss/upload',
      payload: fileFirst,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(late.statusCode).toBe(403);
    expect(late.body).toContain('<Code>InvalidAccessKeyId</Code>');
    const big = await upload(h, fields, { name: 'big.bin', type: 'application/octet-stream', data: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.body).toContain('<Code>EntityTooLarge</Code>');
    expect((await h.get(`/api/v1/oss/sign?url=${p.key}`, token)).code).toBe(Codes.NOT_FOUND);
  });
});

// PGlite only: with DATABASE_URL every start() gets a fresh schema.
const pgliteOnly = process.env.DATABASE_URL ? test.skip : test;

describe('PGlite data folder', () => {
  // Two cold PGlite data folders (initdb each) plus every migration: slow on a loaded machine.
  pgliteOnly(
    'migrations run once, seed only when empty, data and uploads persist across restarts',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'survey-api-test-'));
      const dataDir = path.join(dir, 'db');
      try {
        const a = await start({ dataDir });
        const token = (await a.loginDemo()).token;
        const seeded = { members: await a.count('members'), tasks: await a.count('tasks') };
        expect(seeded.members).toBeGreaterThan(0);
        expect((await a.post('/api/v1/users/nickname', { nickname: '持久化' }, token)).code).toBe(200);
        const p = (await a.get('/api/v1/oss/policy?module=avatar&ext=.png&acl=public-read', token)).data;
        const res = await upload(
          a,
          { OSSAccessKeyId: p.OSSAccessKeyId, Signature: p.Signature, policy: p.policy, success_action_status: '200', key: p.key },
          { name: 'p.png', type: 'image/png', data: PNG },
          { 'x-oss-object-acl': 'public-read' },
        );
        expect(res.statusCode).toBe(200);
        expect(readFileSync(path.join(`${dataDir}-oss`, ...p.key.split('/'))).equals(PNG)).toBe(true);
        const versions = await a.db.query('SELECT version, name FROM schema_migrations ORDER BY version');
        const files = readdirSync(MIGRATIONS_DIR)
          .filter((f) => f.endsWith('.sql'))
          .sort();
        expect(versions).toEqual(files.map((name) => ({ version: Number(name.slice(0, 3)), name })));
        expect(await migrate(a.db)).toEqual([]);
        await a.close();

        const b = await start({ dataDir });
        // Not seeded twice.
        expect({ members: await b.count('members'), tasks: await b.count('tasks') }).toEqual(seeded);
        const again = (await b.loginDemo()).token;
        expect((await b.get('/api/v1/users/account', again)).data.nickname).toBe('持久化');
        const got = await b.app.inject({ url: `/api/oss/files/${p.key}` });
        expect(got.rawPayload.equals(PNG)).toBe(true);
        await b.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
