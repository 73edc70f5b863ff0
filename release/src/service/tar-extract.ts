// Unpacks an uploaded tar into a fresh folder, refusing anything but plain files and folders
// with relative paths: no absolute paths, no `..`, no links or devices (they could write or
// point outside the folder). GNU long names (`L`) and pax paths (`x`) are read so an archive
// made by `tar czf` works too. Every header is read and checked (caps, paths, a name used as both
// a file and a folder) before the first write, so a refused archive writes nothing; the writes
// themselves are asynchronous, so the service keeps answering while a build is unpacked.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from '../base/release-error';
import { HttpError } from './http-error';

/** What one upload may hold (registry-serve flags; defaults in create-service.ts). */
export interface ArchiveCaps {
  /** Files and folders together: a real area build has about 50. */
  entries: number;
  /** Largest single file, bytes. */
  fileBytes: number;
}

interface Entry {
  rel: string;
  data: Buffer;
}

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

/** Remembers what each path is, so no name is both a file and a folder (nor a file twice). */
class Kinds {
  private readonly kinds = new Map<string, 'file' | 'dir'>();

  add(rel: string, kind: 'file' | 'dir', name: string): void {
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++) this.mark(parts.slice(0, i).join('/'), 'dir', name);
    this.mark(rel, kind, name);
  }

  private mark(rel: string, kind: 'file' | 'dir', name: string): void {
    const had = this.kinds.get(rel);
    if (had === 'file' && kind === 'file') throw new ReleaseError(`the upload holds "${name}" twice.`);
    if (had && had !== kind)
      throw new ReleaseError(`the upload holds "${rel}" both as a file and as a folder ("${name}"); a build folder cannot.`);
    this.kinds.set(rel, kind);
  }
}

/** Every entry of `tar`, checked; throws before anything is written. */
function readEntries(tar: Buffer, caps: ArchiveCaps): { files: Entry[]; dirs: string[] } {
  const files: Entry[] = [];
  const dirs: string[] = [];
  const kinds = new Kinds();
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const block = tar.subarray(offset, offset + 512);
    if (block.every((b) => b === 0)) break;
    const sizeField = text(block, 124, 12).trim() || '0';
    const size = /^[0-7]+$/.test(sizeField) ? parseInt(sizeField, 8) : NaN;
    if (Number.isNaN(size)) throw new ReleaseError('the upload is not a valid tar archive (an entry has no readable size).');
    if (size > caps.fileBytes)
      throw new HttpError(`the upload holds a file larger than the service's limit of ${caps.fileBytes} bytes per file.`, 413);
    const type = String.fromCharCode(block[156] || 48);
    const data = tar.subarray(offset + 512, offset + 512 + size);
    if (data.length < size) throw new ReleaseError('the upload is not a complete tar.gz archive.');
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'L') longName = text(data, 0, data.length);
    else if (type === 'x') longName = paxPath(data) ?? longName;
    else if (type === 'g') continue;
    else {
      const prefix = text(block, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
      longName = undefined;
      if (files.length + dirs.length >= caps.entries)
        throw new HttpError(
          `the upload holds more than ${caps.entries} files and folders, the service's limit; a build has about 50.`,
          413,
        );
      if (type === '5') {
        if (!name.replace(/^(\.\/)+/, '')) continue;
        const rel = safeRelative(name);
        kinds.add(rel, 'dir', name);
        dirs.push(rel);
        continue;
      }
      if (type !== '0')
        throw new ReleaseError(`the upload holds "${name}", which is not a plain file (tar type ${type}); links are refused.`);
      const rel = safeRelative(name);
      kinds.add(rel, 'file', name);
      files.push({ rel, data });
    }
  }
  if (!files.length) throw new ReleaseError('the upload holds no files; send the tar.gz of the build folder (dist/).');
  return { files, dirs };
}

/** Writes every file of `tar` under `dest` (which must not exist yet); returns the file count. */
export async function extractTar(tar: Buffer, dest: string, caps: ArchiveCaps): Promise<number> {
  const { files, dirs } = readEntries(tar, caps);
  await fs.mkdir(dest);
  const folders = new Set([...dirs, ...files.map((f) => path.posix.dirname(f.rel))]);
  for (const dir of folders) await fs.mkdir(path.join(dest, dir), { recursive: true });
  // 'wx': the checks above make every path new; a surprise is an error, never an overwrite.
  for (const f of files) await fs.writeFile(path.join(dest, f.rel), f.data, { flag: 'wx' });
  return files.length;
}
