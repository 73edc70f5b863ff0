// Hand-made tar archives for the upload tests: any entry type, any declared size, in any order,
// so the service can be shown archives no honest packer makes.
import zlib from 'node:zlib';

export interface TarEntry {
  name: string;
  /** Tar type flag: '0' file (default), '5' folder, '2' symlink… */
  type?: string;
  data?: string;
  /** The size field as written (default: octal of the data's length). */
  sizeField?: string;
}

function header(e: TarEntry, size: number): Buffer {
  const h = Buffer.alloc(512);
  h.write(e.name, 0, 100);
  h.write('0000644\0', 100);
  h.write(e.sizeField ?? `${size.toString(8).padStart(11, '0')}\0`, 124, 12);
  h.write('        ', 148);
  h.write(e.type ?? '0', 156, 1);
  h.write('ustar\0' + '00', 257);
  const sum = h.reduce((a, b) => a + b, 0);
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

/** The raw tar of `entries` (with its two end blocks). */
export function tarOf(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const data = Buffer.from(e.data ?? '');
    parts.push(header(e, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

/** `tarOf` gzipped, as uploads are sent. */
export const tgzOf = (entries: TarEntry[]) => zlib.gzipSync(tarOf(entries));
