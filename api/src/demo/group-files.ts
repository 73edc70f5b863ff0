// The bytes of the demo group's seeded attachments. The seed only writes database rows; these are put
// into the object store when a demo API starts, so the seeded attachments preview and download.
import { deflateSync } from 'node:zlib';
import type { ApiContext } from '../context';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 160×120 PNG: a blue-to-green gradient with a white band (a stand-in photo of a charging station). */
function png(width = 160, height = 120): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const band = y > 50 && y < 70;
      rows.push(
        band ? 255 : 40 + Math.round((x / width) * 60),
        band ? 255 : 110 + Math.round((y / height) * 100),
        band ? 255 : 220 - Math.round((x / width) * 90),
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const NOTE = ['用车记录（2026年10月）', '通勤里程：1,180 公里', '家充电量：212 kWh', '公共快充：3 次', '平均电耗：16.8 kWh/100km', ''].join(
  '\n',
);

export function demoFileBytes(type: string): Buffer {
  return type === 'image/png' ? png() : Buffer.from(NOTE, 'utf8');
}

/** Puts the seeded attachments' bytes into the object store where they are missing (demo mode only). */
export async function writeDemoFiles(ctx: ApiContext): Promise<void> {
  const rows = await ctx.db.sql
    .selectFrom('group_attachments as a')
    .innerJoin('oss_objects as o', 'o.key', 'a.oss_key')
    .select(['a.oss_key', 'o.content_type', 'o.size'])
    .execute();
  for (const row of rows) {
    const bytes = demoFileBytes(row.content_type);
    // Only the seed's own files: same type and size as generated here, and not in the store yet.
    if (bytes.length !== row.size || (await ctx.oss.store.get(row.oss_key))) continue;
    await ctx.oss.store.put(row.oss_key, bytes);
  }
}
