// Every malformed archive gets a 4xx from the registry service (never a 500) and writes nothing.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { packBuild } from '../src/cli/remote/tar-pack';
import { cleanupTmp, makeAreaBuild } from './helpers';
import { type TestService, call, incomingLeftovers, startService } from './service-setup';
import { tarOf, tgzOf } from './tar-fixtures';

let s: TestService;
let ops: string;
beforeAll(async () => {
  s = await startService();
  ops = s.token('ops', 'all');
});
afterAll(async () => {
  await s.app.close();
  cleanupTmp();
});

const realBuild = () => packBuild(makeAreaBuild(s.repo, 'mf-tasks'));

const CASES: [string, number, () => Buffer][] = [
  [
    'a file, then a folder of the same name',
    400,
    () =>
      tgzOf([
        { name: 'a', data: 'x' },
        { name: 'a/', type: '5' },
      ]),
  ],
  [
    'a file, then a file inside a folder of its name',
    400,
    () =>
      tgzOf([
        { name: 'a', data: 'x' },
        { name: 'a/b.js', data: 'y' },
      ]),
  ],
  [
    'a folder, then a file of the same name',
    400,
    () =>
      tgzOf([
        { name: 'a/', type: '5' },
        { name: 'a', data: 'x' },
      ]),
  ],
  [
    'a file inside a folder, then a file of the folder name',
    400,
    () =>
      tgzOf([
        { name: 'a/b.js', data: 'y' },
        { name: 'a', data: 'x' },
      ]),
  ],
  [
    'the same file twice',
    400,
    () =>
      tgzOf([
        { name: 'a.js', data: 'x' },
        { name: 'a.js', data: 'y' },
      ]),
  ],
  ['a gzip cut off halfway', 400, () => realBuild().subarray(0, realBuild().length >> 1)],
  ['not gzip at all', 400, () => Buffer.from('this is not an archive')],
  ['gzip of something that is not a tar', 400, () => zlib.gzipSync(Buffer.from('hello '.repeat(200)))],
  ['a header declaring an 8 GB file', 413, () => tgzOf([{ name: 'a.js', data: 'x', sizeField: '77777777777\0' }])],
  ['a header with a base-256 size', 400, () => tgzOf([{ name: 'a.js', data: 'x', sizeField: '\x80\0\0\0\0\0\0\0\0\0\x01\0' }])],
  [
    'a header declaring more data than follows',
    400,
    () => zlib.gzipSync(tarOf([{ name: 'a.js', data: 'x', sizeField: '00000010000\0' }]).subarray(0, 1024)),
  ],
  ['a symlink', 400, () => tgzOf([{ name: 'link', type: '2', data: '' }])],
  ['an empty archive', 400, () => tgzOf([])],
];

test.each(CASES)('%s: %d, nothing written', async (_name, status, body) => {
  const res = await call(s, '/v1/areas/mf-tasks/versions', ops, {
    method: 'POST',
    body: new Uint8Array(body()),
    headers: { 'content-type': 'application/gzip' },
  });
  expect(res.status).toBe(status);
  expect(res.body.error).not.toMatch(/internal error/);
  expect(fs.existsSync(path.join(s.registry, 'areas', 'mf-tasks'))).toBe(false);
  expect(incomingLeftovers(s)).toEqual([]);
});
