// `release verify [area|shell]`: re-hash published files against their release.json.
// The CLI side: arguments, remote or local, output; the work is operations/verify.ts.
import type { CliCommand } from './cli-command';
import { verify } from '../../operations/verify';

export const verifyCommand: CliCommand = {
  name: 'verify',
  usage: `  verify [area|shell]          re-hash published files against their release.json`,
  run(cli) {
    const res = verify(cli.args[0], cli.common);
    for (const p of res.problems) console.log(`  ${p}`);
    console.log(`${res.checked} files checked, ${res.problems.length} problems`);
    return res.problems.length ? 1 : 0;
  },
};
