/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
// The earning journey driven through the API as the browser and the supplier's page drive it.
import { createHmac, randomBytes } from 'node:crypto';
import type { Harness } from './helpers';

/** Every member's gold equals the sum of their ledger rows and the balance of the newest row. */
export async function ledgerProblems(h: Harness): Promise<string[]> {
  const rows = await h.db.query<{ id: number; gold: number; total: number; last: number | null }>(
    `SELECT m.id, m.gold, COALESCE((SELECT sum(change)::int FROM gold_records p WHERE p.member_id = m.id), 0) AS total,
            (SELECT balance FROM gold_records p WHERE p.member_id = m.id ORDER BY id DESC LIMIT 1) AS last
     FROM members m ORDER BY m.id`,
  );
  return rows
    .filter((r) => r.gold !== r.total || (r.last ?? 0) !== r.gold)
    .map((r) => `member ${r.id}: gold ${r.gold}, ledger ${r.total}, last balance ${r.last}`);
}

export const query = (url: string) => Object.fromEntries(new URL(url, 'http://site').searchParams);

/** The return screen's query as the callback body. */
export const callbackBody = (redirect: string) => {
  const q = query(redirect);
  return { sp: q.sp, mid: q.mid, tid: q.tid, state: Number(q.state), nonce: q.nonce, ts: Number(q.ts), sig: q.sig };
};

export const secretOf = async (h: Harness, supplier: string) =>
  (await h.db.query<{ secret: string }>('SELECT secret FROM suppliers WHERE id = $1', [supplier]))[0].secret;

/** HMAC-SHA256 over `result|sp|mid|tid|state|nonce|ts`, as a supplier signs a result. */
export const sign = (secret: string, b: Omit<ReturnType<typeof callbackBody>, 'sig'>) =>
  createHmac('sha256', secret).update(['result', b.sp, b.mid, b.tid, b.state, b.nonce, b.ts].join('|')).digest('hex');

/** A result for a started hand-off as an outside supplier signs it (the built-in demo supplier is not involved). */
export async function supplierResult(h: Harness, started: { q: Record<string, string> }, state: number) {
  const fields = {
    sp: started.q.sp,
    mid: started.q.uid,
    tid: started.q.tid,
    state,
    nonce: randomBytes(18).toString('base64url'),
    ts: h.clock.now(),
  };
  return { ...fields, sig: sign(await secretOf(h, fields.sp), fields) };
}

export async function startTask(h: Harness, token: string, taskId: number, channel: string) {
  const r = await h.post('/api/v1/tasks/start', { taskId, channel }, token);
  if (r.code !== 200) throw new Error(`start failed: ${r.code} ${r.message}`);
  const q = query(r.data.url);
  return { url: r.data.url as string, poll: Number(q.poll), h: q.h, q };
}

/** Starts, opens the supplier's questionnaire, waits `seconds` and submits `answers` (or a forced outcome). */
export async function answer(
  h: Harness,
  token: string,
  taskId: number,
  channel: string,
  answers: { q: string; options: string[] }[],
  extra: Record<string, unknown> = {},
  seconds = 10,
) {
  const started = await startTask(h, token, taskId, channel);
  const page = await h.get(started.url);
  if (page.status !== 200) throw new Error(`supplier page: ${page.status}`);
  const poll = await h.get(`/api/v1/polls/${started.poll}?h=${started.h}`);
  if (poll.code !== 200) throw new Error(`poll: ${poll.code} ${poll.message}`);
  h.clock.advance(seconds * 1000);
  const submitted = await h.post('/api/v1/polls', { poll: started.poll, h: started.h, answers, ...extra });
  if (submitted.code !== 200) throw new Error(`submit: ${submitted.code} ${submitted.message}`);
  return { started, poll: poll.data, state: submitted.data.state as number, redirect: submitted.data.redirect as string };
}

export const COMMUTE = {
  id: 4,
  channel: 'survey',
  answers: [
    { q: 'q1', options: ['a'] },
    { q: 'q2', options: ['b'] },
  ],
};
export const COMMUTE_SCREENED = [
  { q: 'q1', options: ['d'] },
  { q: 'q2', options: ['b'] },
];

export async function goldOf(h: Harness, token: string): Promise<number> {
  return (await h.get('/api/v1/users/account', token)).data.gold;
}

export type Json = any;
