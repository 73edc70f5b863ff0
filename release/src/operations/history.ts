// The audit log of the registry, or of one area (history.jsonl, oldest first).
// One operation, run by the CLI (cli/commands/history.ts) and the registry service (service/) alike.
import type { CommonOptions } from '../registry/context';
import { readHistory } from '../registry/layout';
import type { HistoryEntry } from '../base/types';

export function history(target?: string, options: CommonOptions = {}): HistoryEntry[] {
  return readHistory(options.registry, target);
}
