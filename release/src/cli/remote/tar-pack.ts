// Packs a build folder into the one upload the registry service takes: a gzipped ustar archive
// of its regular files (what `tar czf - -C dist .` makes, without needing tar on the CI runner).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ReleaseError } from '../../base/release-error';

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

/** A ustar header; names up to 255 bytes go into prefix + name. */
function header(rel: string, size: number): Buffer {
  const h = Buffer.alloc(512);
  let name = rel;
  let prefix = '';
  if (Buffer.byteLength(rel) > 100) {
    const cut = rel.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(rel.slice(cut + 1)) > 100)
      throw new ReleaseError(`${rel}: path too long to upload (over 255 bytes).`);
    prefix = rel.slice(0, cut);
    name = rel.slice(cut + 1);
  }
  field(h, 0, 100, name);
  field(h, 100, 8, octal(0o644, 8));
  field(h, 108, 8, octal(0, 8));
  field(h, 116, 8, octal(0, 8));
  field(h, 124, 12, octal(size, 12));
  field(h, 136, 12, octal(0, 12));
  field(h, 148, 8, '        ');
  field(h, 156, 1, '0');
  field(h, 257, 6, 'ustar\0');
  field(h, 263, 2, '00');
  field(h, 345, 155, prefix);
  let sum = 0;
  for (const byte of h) sum += byte;
  field(h, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return h;
}

function walk(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) return walk(path.join(dir, e.name), rel);
    return e.isFile() ? [rel] : [];
  });
}

/** The gzipped archive of every regular file under `dir`. */
export function packBuild(dir: string): Buffer {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new ReleaseError(`no build at ${dir} (pass --from <dir>).`);
  const parts: Buffer[] = [];
  for (const rel of walk(dir).sort()) {
    const data = fs.readFileSync(path.join(dir, rel));
    parts.push(header(rel, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(parts));
}
