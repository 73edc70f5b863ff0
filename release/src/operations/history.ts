// `release history [area]`: the audit log.
import type { CommonOptions } from '../registry/context';
import { readHistory } from '../registry/layout';
import type { HistoryEntry } from '../base/types';

export function history(target?: string, options: CommonOptions = {}): HistoryEntry[] {
  return readHistory(options.registry, target);
}
