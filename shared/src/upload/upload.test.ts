import type { OssPolicy } from '@survey/contract';
import { createTestPlatform } from '../testing';
import { fileExtension, uploadFileName } from './file-name';
import { signUrl, uploadFile } from './oss-upload';
import { getOssPolicy, getOssSign } from '@survey/contract';

const POLICY = {
  host: 'https://oss.example.com',
  dir: 'avatar/1001/',
  key: 'avatar/1001/17000000000004321.png',
  acl: 'private',
  OSSAccessKeyId: 'AKID',
  policy: 'cG9saWN5',
  Signature: 'c2ln',
  expire: 1_900_000_000,
} satisfies OssPolicy;

describe('file names (spec §5)', () => {
  test('spec §5: timestamp + random 1000-9999 + original extension', () => {
    expect(uploadFileName('我的照片.JPG', { now: () => 1700000000000, random: () => 0 })).toBe('17000000000001000.JPG');
    expect(uploadFileName('a.tar.gz', { now: () => 1, random: () => 0.999999 })).toBe('19999.gz');
    expect(uploadFileName('README', { now: () => 5, random: () => 0.5 })).toBe('55500');
  });

  test('spec §9: the random suffix is always 4 digits between 1000 and 9999', () => {
    for (let index = 0; index < 500; index += 1) {
      const name = uploadFileName('x.png', { now: () => 0 });
      const suffix = Number(name.slice(1, 5));
      expect(suffix).toBeGreaterThanOrEqual(1000);
      expect(suffix).toBeLessThanOrEqual(9999);
    }
  });

  test('extensions: hidden files and paths', () => {
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('C:\\photos\\cat.png')).toBe('.png');
    expect(fileExtension('dir.v2/file')).toBe('');
  });
});

describe('OSS upload (spec §3, §7)', () => {
  test('spec §3: policy call (module, extension) then a multipart form with the signed key; resolves the key', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getOssPolicy, POLICY);
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    const file = new File(['png'], 'photo.png', { type: 'image/png' });
    const key = await uploadFile(p.http, file, { module: 'avatar', fetch: fetchMock, now: () => 1700000000000, random: () => 0 });

    // The API names the object; only the extension of the member's file name is sent.
    expect(key).toBe('avatar/1001/17000000000004321.png');
    expect(p.server.calls[0]).toMatchObject({ path: '/v1/oss/policy', params: { module: 'avatar', ext: '.png' } });
    expect(JSON.stringify(p.server.calls[0])).not.toContain('photo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://oss.example.com');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({});
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['OSSAccessKeyId', 'Signature', 'policy', 'success_action_status', 'key', 'x-oss-object-acl', 'file']);
    expect(form.get('OSSAccessKeyId')).toBe('AKID');
    expect(form.get('Signature')).toBe('c2ln');
    expect(form.get('policy')).toBe('cG9saWN5');
    expect(form.get('success_action_status')).toBe('200');
    expect(form.get('key')).toBe(key);
    expect(form.get('x-oss-object-acl')).toBe('private');
    expect((form.get('file') as File).name).toBe('17000000000001000.png');
  });

  test('spec §7: publicRead asks for a public-read policy and sends the x-oss-object-acl header', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getOssPolicy, { ...POLICY, acl: 'public-read' });
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    await uploadFile(p.http, new File(['x'], 'a.png'), { module: 'avatar', publicRead: true, fetch: fetchMock });
    expect(p.server.calls[0]).toMatchObject({ params: { module: 'avatar', ext: '.png', acl: 'public-read' } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toEqual({ 'x-oss-object-acl': 'public-read' });
    expect((init.body as FormData).get('x-oss-object-acl')).toBe('public-read');
  });

  test('a storage error rejects with UploadError', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getOssPolicy, POLICY);
    const fetchMock = jest.fn(async () => ({ ok: false, status: 403 }) as Response);
    await expect(uploadFile(p.http, new Blob(['x']), { module: 'bbs', fetch: fetchMock })).rejects.toMatchObject({
      name: 'UploadError',
      status: 403,
    });
  });

  test('spec §7: signUrl asks GET /v1/oss/sign?url= and returns the url', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getOssSign, (req) => ({ url: `https://oss.example.com/${req.params.url}?sig=1` }));
    await expect(signUrl(p.http, 'a/b.png')).resolves.toBe('https://oss.example.com/a/b.png?sig=1');
    p.server.respond(getOssSign, { url: 'https://signed' });
    await expect(signUrl(p.http, 'a/b.png')).resolves.toBe('https://signed');
  });
});
