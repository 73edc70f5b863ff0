// Query plans of what a call ran: the statements are caught as the server runs them (onQuery), then
// each is explained with its own parameters on a connection to the same schema.
import pg from 'pg';

/** The tables that grow with the members: a sequential scan of one of them is a read that slows as the site grows. */
export const BIG_TABLES = [
  'members',
  'gold_records',
  'task_joins',
  'exchange_orders',
  'exchange_order_events',
  'checkins',
  'messages',
  'group_members',
  'group_responses',
];

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

export const writes = (statements: Statement[]) => statements.filter((s) => /^\s*(insert|update|delete|merge)\b/i.test(s.sql));

/** The big tables each statement reads by a sequential scan, as `<table>: <sql>` lines (none is what the tests want). */
export async function seqScansOfBigTables(client: pg.Client, statements: Statement[]): Promise<string[]> {
  const found: string[] = [];
  for (const s of statements) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(s.sql)) continue;
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${s.sql}`, [...s.parameters]);
    const plan = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0].Plan;
    for (const table of scans(plan).filter((t) => BIG_TABLES.includes(t))) found.push(`${table}: ${s.sql}`);
  }
  return found;
}
