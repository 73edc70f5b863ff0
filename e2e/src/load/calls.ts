// The ten member calls the load run measures, each as a request to make for the i-th send. Reads go
// round the signed-in readers; the ledger pages follow each member's cursor deeper on every visit;
// each redeem is a different redeemer's; a check-in already made today (5629) is a normal answer.
import type { Outcome } from './open-loop';
import type { SignedIn } from './members';

export interface Call {
  name: string;
  kind: 'read' | 'write';
  send(i: number): Promise<Outcome>;
}

export interface CallSetup {
  site: string;
  readers: SignedIn[];
  redeemers: SignedIn[];
  taskIds: number[];
  benefitIds: number[];
  card: { id: number; price: number };
}

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

async function request(
  site: string,
  member: SignedIn,
  path: string,
  body?: unknown,
  okCodes = [200],
): Promise<Outcome & { envelope?: Envelope }> {
  const res = await fetch(`${site}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${member.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let envelope: Envelope | undefined;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    /* not JSON: counted below */
  }
  const ok = res.status === 200 && envelope !== undefined && okCodes.includes(envelope.code);
  return { ok, envelope, detail: ok ? undefined : `${path} → HTTP ${res.status} ${text.slice(0, 160)}` };
}

export function memberCalls(s: CallSetup): Call[] {
  const reader = (i: number) => s.readers[i % s.readers.length];
  const get = (name: string, path: (i: number) => string): Call => ({
    name,
    kind: 'read',
    send: (i) => request(s.site, reader(i), path(i)),
  });
  const cursors = new Map<number, number>();
  return [
    get('account', () => '/v1/users/account'),
    get('home check', () => '/v1/home/check'),
    get('task list', () => '/v1/tasks?page=1&size=10'),
    get('task detail', (i) => `/v1/tasks/${s.taskIds[i % s.taskIds.length]}`),
    {
      name: 'ledger pages',
      kind: 'read',
      async send(i) {
        const member = reader(i);
        const cursor = cursors.get(member.id);
        const r = await request(s.site, member, `/v1/points?size=20${cursor ? `&cursor=${cursor}` : ''}`);
        const next = (r.envelope?.data as { cursor?: number } | undefined)?.cursor;
        if (next) cursors.set(member.id, next);
        else cursors.delete(member.id);
        return r;
      },
    },
    get('exchange list', () => '/v3/benefits?page=1&size=12'),
    get('exchange detail', (i) => `/v3/benefits/${s.benefitIds[i % s.benefitIds.length]}`),
    get('messages', () => '/v1/messages?page=1&size=10'),
    {
      name: 'redeem',
      kind: 'write',
      send: (i) =>
        request(s.site, s.redeemers[i % s.redeemers.length], '/v1/exchange/orders', {
          benefitId: s.card.id,
          key: `load-${Date.now()}-${i}`,
          price: s.card.price,
        }),
    },
    {
      name: 'check-in',
      kind: 'write',
      send: (i) => request(s.site, reader(i), '/v1/users/checkin', {}, [200, 5629]),
    },
  ];
}
