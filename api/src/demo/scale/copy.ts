// COPY … FROM STDIN in PostgreSQL's text format: rows are buffered into chunks of ~256 KB and written
// to the server with backpressure, so tens of millions of rows stream without being held in memory.
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

type Cell = string | number | boolean | null;

const CHUNK = 256 * 1024;

/** Text-format escaping: backslash, tab, newline and carriage return; null is \N. */
function cell(v: Cell): string {
  if (v === null) return '\\N';
  if (typeof v !== 'string') return String(v);
  return /[\\\t\n\r]/.test(v) ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : v;
}

export interface CopyTable {
  readonly table: string;
  readonly rows: number;
  /** Queues one row (values in the order of the columns); resolves at once unless the server is behind. */
  write(values: Cell[]): Promise<void> | undefined;
  /** Sends what is buffered and waits until the server has stored every row. */
  end(): Promise<number>;
}

/** Starts `COPY table (columns) FROM STDIN` on its own connection (one COPY per connection at a time). */
export function copyTable(client: pg.Client, table: string, columns: string[]): CopyTable {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  let failure: Error | undefined;
  stream.on('error', (err: Error) => (failure = err));
  let buffer = '';
  let rows = 0;
  const flush = (): Promise<void> | undefined => {
    if (failure) throw failure;
    const ok = stream.write(buffer);
    buffer = '';
    if (ok) return undefined;
    return new Promise((resolve, reject) => {
      stream.once('error', reject);
      stream.once('drain', () => {
        stream.off('error', reject);
        resolve();
      });
    });
  };
  return {
    table,
    get rows() {
      return rows;
    },
    write(values) {
      buffer += `${values.map(cell).join('\t')}\n`;
      rows += 1;
      return buffer.length >= CHUNK ? flush() : undefined;
    },
    async end() {
      if (buffer) await flush();
      await new Promise<void>((resolve, reject) => {
        if (failure) return reject(failure);
        stream.once('finish', resolve);
        stream.once('error', reject);
        stream.end();
      });
      return rows;
    },
  };
}
