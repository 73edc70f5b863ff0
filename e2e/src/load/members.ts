// The members the load run acts as, signed in through the site like a browser (the mobile encrypted
// with the API's public key): readers drawn half by activity (a ledger row picked at random names its
// member, so active members come up as often as they are active) and half uniformly, and redeemers
// with the gold for the product and none of it yet (its per-member limit).
import { constants, publicEncrypt } from 'node:crypto';
import type { Db } from '@survey/api';
import { SCALE_PASSWORD, scaleMobile } from '@survey/api/demo';

export interface SignedIn {
  id: number;
  token: string;
}

export async function sampleReaders(db: Db, count: number): Promise<number[]> {
  const active = await db.query<{ id: number }>(
    'SELECT DISTINCT member_id AS id FROM (SELECT member_id FROM gold_records TABLESAMPLE SYSTEM (0.05) LIMIT $1) s',
    [count],
  );
  const uniform = await db.query<{ id: number }>('SELECT id FROM members TABLESAMPLE SYSTEM (0.5) LIMIT $1', [count]);
  const ids = [...new Set([...active.slice(0, count / 2), ...uniform].map((r) => r.id))];
  return ids.slice(0, count);
}

export async function sampleRedeemers(db: Db, benefit: { id: number; price: number }, count: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT m.id FROM members m TABLESAMPLE SYSTEM (5)
     WHERE m.gold >= $1 AND NOT EXISTS (SELECT 1 FROM exchange_orders o WHERE o.member_id = m.id AND o.benefit_id = $2)
     LIMIT $3`,
    [benefit.price, benefit.id, count],
  );
  return rows.map((r) => r.id);
}

/** Signs each member in (a few at a time: each sign-in is one scrypt on an API process). */
export async function signIn(site: string, ids: number[], parallel = 8): Promise<SignedIn[]> {
  const config = (await (await fetch(`${site}/api/v1/site/config`)).json()) as { data: { rsaPublicKey: string } };
  const encrypt = (plain: string) =>
    publicEncrypt({ key: config.data.rsaPublicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain)).toString('base64');
  const out: SignedIn[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      const res = await fetch(`${site}/api/auth/password/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: encrypt(scaleMobile(id)), password: SCALE_PASSWORD }),
      });
      const body = (await res.json()) as { code: number; message: string; data: { token: string } };
      if (body.code !== 200) throw new Error(`sign-in of member ${id} refused: ${body.code} ${body.message}`);
      out.push({ id, token: body.data.token });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return out;
}
