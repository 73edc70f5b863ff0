// Row types of every table, for Kysely. Written from the SQL migrations in ./migrations;
// a new migration updates this file in the same commit (the API typecheck then checks every query).
import type { ColumnType, Generated } from 'kysely';

/** A column the database fills when an insert leaves it out (a DEFAULT, or NULL). */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface MembersTable {
  id: Generated<number>;
  mobile: string;
  password_hash: Defaulted<string | null>;
  nickname: string;
  avatar: Defaulted<string>;
  member_code: string;
  email: Defaulted<string>;
  bbs_role: Defaulted<number>;
  gold: Defaulted<number>;
  credit: Defaulted<number>;
  quality: Defaulted<number>;
  invite_code: string;
  invited_by: Defaulted<number | null>;
  created_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  refresh_hash: string;
  expires_at: number;
  refresh_expires_at: number;
  created_at: number;
}

export interface UsedRefreshTokensTable {
  refresh_hash: string;
  session_id: number;
  used_at: number;
  /** Hash of the access token presented with it ('' for rows from before migration 004). */
  token_hash: Defaulted<string>;
}

export interface AttemptCountersTable {
  key: string;
  window_start: number;
  window_ms: number;
  n: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  scene: string;
  code_hash: string;
  ip: string;
  attempts: Defaulted<number>;
  created_at: number;
  expires_at: number;
  used_at: Defaulted<number | null>;
}

export interface QrLoginsTable {
  qr_id: string;
  status: string;
  member_id: Defaulted<number | null>;
  created_at: number;
  expires_at: number;
}

export interface OauthStatesTable {
  state: string;
  provider: string;
  redirect: string;
  created_at: number;
  expires_at: number;
  used_at: Defaulted<number | null>;
  /** Hash of the nonce in the cookie of the browser that started the flow. */
  browser_hash: Defaulted<string>;
}

export interface OauthCodesTable {
  code: string;
  provider: string;
  openid: string;
  nickname: string;
  avatar: Defaulted<string>;
  expires_at: number;
  used_at: Defaulted<number | null>;
}

export interface SnsTicketsTable {
  token_hash: string;
  provider: string;
  openid: string;
  nickname: string;
  avatar: Defaulted<string>;
  expires_at: number;
  used_at: Defaulted<number | null>;
}

export interface SnsBindingsTable {
  id: Generated<number>;
  member_id: number;
  provider: string;
  openid: string;
  nickname: Defaulted<string>;
  created_at: number;
}

export interface PointRecordsTable {
  id: Generated<number>;
  member_id: number;
  change: number;
  reason: string;
  created_at: number;
}

export interface CheckinsTable {
  member_id: number;
  day: string;
  streak: number;
  reward: number;
  created_at: number;
}

export interface MessagesTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  read: Defaulted<boolean>;
  created_at: number;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  created_at: number;
}

export interface NoticeReadsTable {
  member_id: number;
  notice_id: number;
}

export interface BannersTable {
  id: Generated<number>;
  placement: string;
  title: string;
  subtitle: Defaulted<string>;
  image: Defaulted<string>;
  link: Defaulted<string>;
  sort: Defaulted<number>;
}

export interface SiteConfigTable {
  key: string;
  value: string;
}

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
}

export interface TaskJoinsTable {
  member_id: number;
  task_id: number;
  state: number;
  created_at: number;
}

export interface FocusMembersTable {
  task_id: number;
  member_id: number;
  role: number;
  name: string;
  avatar: Defaulted<string>;
}

export interface FocusTopicsTable {
  id: Generated<number>;
  task_id: number;
  title: string;
  content: string;
  sort: Defaulted<number>;
  created_at: number;
}

export interface BenefitsTable {
  id: Generated<number>;
  name: string;
  type: number;
  image: Defaulted<string>;
  price: number;
  market_price_fen: number;
  stock: number;
  exchanged: Defaulted<number>;
  tags: Defaulted<string>;
  sort: Defaulted<number>;
}

export interface OssObjectsTable {
  key: string;
  acl: Defaulted<string>;
  content_type: string;
  size: number;
  created_at: number;
  /** The member the upload policy was signed for (null for objects from before migration 005). */
  owner_id: Defaulted<number | null>;
}

export interface InfoPagesTable {
  slug: string;
  title: string;
  html: string;
  updated_at: number;
}

export interface Database {
  members: MembersTable;
  sessions: SessionsTable;
  used_refresh_tokens: UsedRefreshTokensTable;
  attempt_counters: AttemptCountersTable;
  sms_codes: SmsCodesTable;
  qr_logins: QrLoginsTable;
  oauth_states: OauthStatesTable;
  oauth_codes: OauthCodesTable;
  sns_tickets: SnsTicketsTable;
  sns_bindings: SnsBindingsTable;
  point_records: PointRecordsTable;
  checkins: CheckinsTable;
  messages: MessagesTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  banners: BannersTable;
  site_config: SiteConfigTable;
  tasks: TasksTable;
  task_joins: TaskJoinsTable;
  focus_members: FocusMembersTable;
  focus_topics: FocusTopicsTable;
  benefits: BenefitsTable;
  oss_objects: OssObjectsTable;
  info_pages: InfoPagesTable;
}
