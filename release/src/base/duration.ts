// Durations as the commands take them (`--for 2h`, `--expires 90d`): minutes, hours or days.
import { ReleaseError } from './release-error';

const MINUTE = 60_000;
export const DURATION_UNITS: Record<string, number> = { m: MINUTE, h: 60 * MINUTE, d: 24 * 60 * MINUTE };

/** `30m`, `2h`, `90d` → milliseconds (at least 1m); `flag` names the option in a refusal. */
export function parseDuration(text: string, flag: string): number {
  const match = /^(\d+)([mhd])$/.exec(text.trim());
  if (!match) throw new ReleaseError(`${flag} "${text}" is not a duration: use minutes, hours or days, like 30m, 2h or 1d.`);
  const ms = Number(match[1]) * DURATION_UNITS[match[2]];
  if (ms <= 0) throw new ReleaseError(`${flag} ${text} is no time at all: give at least 1m.`);
  return ms;
}
