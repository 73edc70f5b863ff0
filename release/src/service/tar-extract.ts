// Unpacks an uploaded tar into a fresh folder, refusing anything but plain files and folders
// with relative paths: no absolute paths, no `..`, no links or devices (they could write or
// point outside the folder). GNU long names (`L`) and pax paths (`x`) are read so an archive
// made by `tar czf` works too.
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from '../base/release-error';

function text(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function safeRelative(name: string): string {
  const rel = name.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  const parts = rel.split('/');
  if (!rel || rel.startsWith('/') || rel.includes('\\') || parts.some((p) => p === '..' || p === '' || p === '.')) {
    throw new ReleaseError(`the upload holds an unsafe path "${name}"; upload the build folder's files only.`);
  }
  return rel;
}

function paxPath(data: Buffer): string | undefined {
  for (const record of data.toString('utf8').split('\n')) {
    const m = /^\d+ path=(.*)$/s.exec(record);
    if (m) return m[1];
  }
  return undefined;
}

/** Writes every file of `tar` under `dest` (which must not exist yet); returns the file count. */
export function extractTar(tar: Buffer, dest: string): number {
  fs.mkdirSync(dest);
  let offset = 0;
  let files = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const block = tar.subarray(offset, offset + 512);
    if (block.every((b) => b === 0)) break;
    const size = parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(block[156] || 48);
    const data = tar.subarray(offset + 512, offset + 512 + size);
    if (Number.isNaN(size) || data.length < size) throw new ReleaseError('the upload is not a complete tar.gz archive.');
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'L') longName = text(data, 0, data.length);
    else if (type === 'x') longName = paxPath(data) ?? longName;
    else if (type === 'g') continue;
    else {
      const prefix = text(block, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
      longName = undefined;
      if (type === '5') {
        if (name.replace(/^(\.\/)+/, '')) fs.mkdirSync(path.join(dest, safeRelative(name)), { recursive: true });
        continue;
      }
      if (type !== '0')
        throw new ReleaseError(`the upload holds "${name}", which is not a plain file (tar type ${type}); links are refused.`);
      const file = path.join(dest, safeRelative(name));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      if (fs.existsSync(file)) throw new ReleaseError(`the upload holds "${name}" twice.`);
      fs.writeFileSync(file, data);
      files++;
    }
  }
  if (!files) throw new ReleaseError('the upload holds no files; send the tar.gz of the build folder (dist/).');
  return files;
}
