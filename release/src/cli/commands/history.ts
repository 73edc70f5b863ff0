// `release history [area]`: the audit log.
// The CLI side: arguments, remote or local, output; the work is operations/history.ts.
import type { HistoryEntry } from '../../base/types';
import { callRegistry } from '../remote/client';
import { type CliCommand, table } from './cli-command';
import { history } from '../../operations/history';

export const historyCommand: CliCommand = {
  name: 'history',
  usage: `  history [area] [--json]      the audit log`,
  remote: true,
  async run(cli) {
    const { remote } = cli.common;
    const area = cli.args[0];
    const entries = remote
      ? await callRegistry<HistoryEntry[]>(remote, `/v1/history${area ? `?area=${encodeURIComponent(area)}` : ''}`)
      : history(area, cli.common);
    if (cli.flags.json) {
      console.log(JSON.stringify(entries, null, 2));
      return 0;
    }
    if (!entries.length) {
      console.log('no history yet');
      return 0;
    }
    // The note tells a canary (`canary 10%`) from a version made live for everyone.
    const rows = [['TIME', 'USER', 'ACTION', 'AREA', 'FROM', 'TO', 'NOTE']];
    for (const e of entries) rows.push([e.time, e.user, e.action, e.area, e.from ?? '-', e.to ?? '-', e.note ?? '']);
    console.log(table(rows));
    return 0;
  },
};
