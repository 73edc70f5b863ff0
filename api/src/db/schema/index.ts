// Row types of every table, for Kysely, one file per domain. A new migration updates them in the
// same commit; the API typecheck then checks every query against them.
import type { MembersTable, SessionsTable, UsedRefreshTokensTable, AttemptCountersTable, SmsCodesTable, QrLoginsTable, OauthStatesTable, OauthCodesTable, SnsTicketsTable, SnsBindingsTable, MemberProfilesTable } from './members';
import type { PointRecordsTable, CheckinsTable, ScoreRecordsTable } from './ledger';
import type { MessagesTable, NoticesTable, NoticeReadsTable, BannersTable, SiteConfigTable, InfoPagesTable, OssObjectsTable, FocusMembersTable, FocusTopicsTable } from './content';
import type { TasksTable, TaskJoinsTable, SuppliersTable, PollsTable, TaskHandoffsTable, TaskCallbacksTable, RedirectHostsTable } from './tasks';
import type { BenefitsTable, RegionsTable, IdentitiesTable, AlipayAccountsTable, ConsigneesTable, ExchangeOrdersTable, ExchangeOrderEventsTable, VouchersTable, VoucherUsesTable } from './exchange';

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
export type * from './members';
export type * from './ledger';
export type * from './content';
export type * from './tasks';
export type * from './exchange';
