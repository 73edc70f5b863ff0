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
  /** The member's gold after this row (migration 010). */
  balance: number;
  /** What the row is for (task:<id>, profile): unique per member, so one cause is credited once. */
  ref: Defaulted<string | null>;
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

export interface SuppliersTable {
  id: string;
  name: string;
  secret: Defaulted<string>;
  entry_url: string;
}

export interface PollsTable {
  id: number;
  title: string;
  intro: Defaulted<string>;
  min_seconds: Defaulted<number>;
  /** JSON: [{ id, title, kind, options: [{ id, label, screen? }] }]. */
  questions: string;
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

export interface MemberProfilesTable {
  member_id: number;
  section: string;
  /** JSON: { question: [options] }. */
  answers: string;
  updated_at: number;
}

export interface RedirectHostsTable {
  host: string;
  note: Defaulted<string>;
}

/** credit_records and quality_records: a history with the balance after each row. */
export interface ScoreRecordsTable {
  id: Generated<number>;
  member_id: number;
  change: number;
  balance: number;
  reason: string;
  ref: Defaulted<string | null>;
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
  description: Defaulted<string>;
  /** Picture URLs, one per line. */
  images: Defaulted<string>;
  delivery_note: Defaulted<string>;
  /** 0: no limit. */
  per_member_limit: Defaulted<number>;
  on_sale: Defaulted<boolean>;
  /** 'code' | 'card' | 'topup' for virtual products, else ''. */
  virtual_kind: Defaulted<string>;
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

// ---- exchange (migration 020) ----------------------------------------------------------

export interface RegionsTable {
  id: number;
  parent_id: number;
  name: string;
  sort: Defaulted<number>;
}

export interface IdentitiesTable {
  member_id: number;
  name: string;
  id_number_masked: string;
  /** Keyed hash of the whole number: one ID number verifies one account. */
  id_number_hash: string;
  verified_at: number;
}

export interface AlipayAccountsTable {
  member_id: number;
  account: string;
  name: string;
  updated_at: number;
}

export interface ConsigneesTable {
  member_id: number;
  name: string;
  mobile: string;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  updated_at: number;
}

export interface ExchangeOrdersTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  idem_key: string;
  benefit_id: number;
  benefit_name: string;
  type: number;
  image: Defaulted<string>;
  price: number;
  deduction: Defaulted<number>;
  paid: number;
  coupon_id: Defaulted<number | null>;
  state: number;
  destination: Defaulted<string>;
  destination_masked: Defaulted<string>;
  code: Defaulted<string>;
  tracking: Defaulted<string>;
  note: Defaulted<string>;
  created_at: number;
  updated_at: number;
}

export interface ExchangeOrderEventsTable {
  id: Generated<number>;
  order_id: number;
  state: number;
  note: Defaulted<string>;
  actor: string;
  created_at: number;
}

export interface VouchersTable {
  id: Generated<number>;
  member_id: number;
  kind: 'card' | 'coupon';
  title: string;
  rules: Defaulted<string>;
  /** 0 usable, 1 used; expiry is read from expires_at. */
  state: Defaulted<number>;
  code: Defaulted<string>;
  face_value_fen: Defaulted<number>;
  balance_fen: Defaulted<number>;
  order_id: Defaulted<number | null>;
  deduction: Defaulted<number>;
  threshold: Defaulted<number>;
  exchange_type: Defaulted<number | null>;
  expires_at: number;
  created_at: number;
  used_at: Defaulted<number | null>;
}

export interface VoucherUsesTable {
  id: Generated<number>;
  voucher_id: number;
  value_fen: number;
  note: Defaulted<string>;
  idem_key: string;
  created_at: number;
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
  suppliers: SuppliersTable;
  polls: PollsTable;
  task_handoffs: TaskHandoffsTable;
  task_callbacks: TaskCallbacksTable;
  member_profiles: MemberProfilesTable;
  redirect_hosts: RedirectHostsTable;
  credit_records: ScoreRecordsTable;
  quality_records: ScoreRecordsTable;
  regions: RegionsTable;
  identities: IdentitiesTable;
  alipay_accounts: AlipayAccountsTable;
  consignees: ConsigneesTable;
  exchange_orders: ExchangeOrdersTable;
  exchange_order_events: ExchangeOrderEventsTable;
  vouchers: VouchersTable;
  voucher_uses: VoucherUsesTable;
}
