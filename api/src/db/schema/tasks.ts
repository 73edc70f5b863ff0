// Row types: tasks, their joins, hand-offs and callbacks. Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface TasksTable {
  id: Generated<number>;
  hash_id: string;
  title: string;
  type: number;
  module: number;
  gold: number;
  minutes: number;
  quota: number;
  completed: Defaulted<number>;
  status: Defaulted<number>;
  host_name: Defaulted<string>;
  intro: Defaulted<string>;
  start_at: number;
  end_at: number;
  /** Hand-off screen: survey, welcome, agent, mp, gmo, cloud-agent, cloud-survey or group (migration 010). */
  channel: Defaulted<string>;
  supplier_id: Defaulted<string>;
  poll_id: Defaulted<number>;
  /** Credit (rights value) and quality score a completion adds. */
  credit: Defaulted<number>;
  quality: Defaulted<number>;
  description: Defaulted<string>;
  /** Who may join, in words. */
  audience: Defaulted<string>;
  needs_profile: Defaulted<boolean>;
  min_quality: Defaulted<number>;
}

export interface TaskJoinsTable {
  member_id: number;
  task_id: number;
  state: number;
  created_at: number;
  /** Set when the join is recorded (a state other than 0 is final too). */
  finished_at: Defaulted<number | null>;
  gold: Defaulted<number>;
  credit: Defaulted<number>;
  quality: Defaulted<number>;
}

export interface TaskHandoffsTable {
  token_hash: string;
  member_id: number;
  task_id: number;
  supplier_id: string;
  poll_id: number;
  return_path: string;
  created_at: number;
  expires_at: number;
  opened_at: Defaulted<number | null>;
  submitted_at: Defaulted<number | null>;
}

export interface TaskCallbacksTable {
  supplier_id: string;
  nonce: string;
  ref: string;
  member_id: number;
  task_id: number;
  reported_state: number;
  state: number;
  status: string;
  gold: Defaulted<number>;
  credit: Defaulted<number>;
  quality: Defaulted<number>;
  created_at: number;
}

export interface RedirectHostsTable {
  host: string;
  note: Defaulted<string>;
}
