// The write side of history.jsonl: every change an operation makes is one line, with who made it.
import type { HistoryEntry } from '../base/types';
import type { Ctx } from './context';
import { appendHistory } from './layout';

export function record(ctx: Ctx, entry: Omit<HistoryEntry, 'time' | 'user'>): void {
  appendHistory(ctx.registry, { time: new Date().toISOString(), user: ctx.user, ...entry });
}
