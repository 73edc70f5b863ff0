// Demo mode's SMS inbox: the last code sent to each mobile, shared by every API process (a table,
// not process memory). Raw statements: the table exists for the demo helpers only.
import type { SmsScene } from '@survey/contract';
import type { ApiContext } from '../context';

export interface DemoSms {
  code: string;
  scene: SmsScene;
  sentAt: number;
}

/** Keeps the code just sent to `mobile`; a notice (no code) empties its inbox. */
export async function keepDemoSms(ctx: ApiContext, mobile: string, sms: DemoSms | null): Promise<void> {
  if (!sms) {
    await ctx.db.query('DELETE FROM dev_sms_inbox WHERE mobile = $1', [mobile]);
    return;
  }
  await ctx.db.query(
    `INSERT INTO dev_sms_inbox (mobile, code, scene, sent_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (mobile) DO UPDATE SET code = excluded.code, scene = excluded.scene, sent_at = excluded.sent_at`,
    [mobile, sms.code, sms.scene, sms.sentAt],
  );
}

export async function readDemoSms(ctx: ApiContext, mobile: string): Promise<DemoSms | undefined> {
  const rows = await ctx.db.query<{ code: string; scene: SmsScene; sent_at: number }>(
    'SELECT code, scene, sent_at FROM dev_sms_inbox WHERE mobile = $1',
    [mobile],
  );
  return rows[0] && { code: rows[0].code, scene: rows[0].scene, sentAt: Number(rows[0].sent_at) };
}
