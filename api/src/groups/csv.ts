// Downloads as CSV files (UTF-8 with a BOM so spreadsheet programs read the Chinese), named like
// uploads: timestamp + 1000-9999 + extension (spec section 5).
import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A cell as text; one that a spreadsheet would run as a formula is quoted as plain text. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export const downloadFileName = (now: number, ext: string) => `${now}${randomInt(1000, 10000)}${ext}`;

export function sendCsv(reply: FastifyReply, now: number, header: string[], rows: (string | number)[][]): FastifyReply {
  const name = downloadFileName(now, '.csv');
  return reply
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(toCsv(header, rows));
}

export const formatTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
