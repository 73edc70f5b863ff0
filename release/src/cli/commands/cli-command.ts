// How a command plugs into `pnpm release`: its usage lines and what it does with the arguments.
import type { RemoteRegistry } from '../remote/client';

export interface CliInput {
  /** Arguments after the command name. */
  args: string[];
  flags: Record<string, string | boolean>;
  /** `remote` is set when the registry is a service (SURVEY_REGISTRY=http…); `registry` is then its URL. */
  common: { registry: string; log: (line: string) => void; remote?: RemoteRegistry };
  /** The positional argument at `index`, or a usage error naming `what`. */
  need(index: number, what: string): string;
  /** A path typed by the operator, resolved against where they typed it. */
  userPath(p: string): string;
}

export interface CliCommand {
  name: string;
  /** Lines of the usage text, already indented like the rest. */
  usage: string;
  /** Whether it also works against a registry service (SURVEY_REGISTRY=http…). */
  remote?: boolean;
  /** Exit status (a promise that never settles keeps a server running). */
  run(input: CliInput): number | Promise<number>;
}

/** A string flag's value, or undefined. */
export function textFlag(input: CliInput, name: string): string | undefined {
  const value = input.flags[name];
  return typeof value === 'string' ? value : undefined;
}

/** Left-aligned columns. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
