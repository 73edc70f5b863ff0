import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OssStore } from '../../context';

export const OSS_MAX_BYTES = 10 * 1024 * 1024;
const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9_\-.]*(\/[A-Za-z0-9_\-.]+)*$/;

/** An object key: relative, no `.` or `..` segments, up to 200 characters. */
export const validKey = (key: string): boolean =>
  key.length > 0 && key.length <= 200 && KEY_RE.test(key) && !key.split('/').some((s) => s === '.' || s === '..');

/** Bytes in memory (no data folder) or under a folder on disk. */
export function createOssStore(dir?: string): OssStore {
  if (!dir) {
    const mem = new Map<string, Buffer>();
    return {
      async put(key, data) {
        mem.set(key, data);
      },
      async get(key) {
        return mem.get(key);
      },
      async delete(key) {
        mem.delete(key);
      },
    };
  }
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    const f = path.resolve(root, key);
    if (!f.startsWith(root + path.sep)) throw new Error('key escapes the store');
    return f;
  };
  return {
    async put(key, data) {
      const f = fileOf(key);
      await mkdir(path.dirname(f), { recursive: true });
      await writeFile(f, data);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
