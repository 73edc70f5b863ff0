// Row types of every table, for Kysely, one file per domain. A new migration updates them in the
// same commit; the API typecheck then checks every query against them.
import type { MembersTable, SnsBindingsTable } from './members';
import type {
  SessionsTable,
  UsedRefreshTokensTable,
  AttemptCountersTable,
  SmsCodesTable,
  SpentSmsChallengesTable,
  QrLoginsTable,
  OauthStatesTable,
  OauthCodesTable,
  SnsTicketsTable,
} from './auth';
import type { EmailCodesTable, StepUpTicketsTable, CheckinsTable } from './account';
import type { GoldRecordsTable, ScoreRecordsTable } from './earnings';
import type { MessagesTable, NoticesTable, NoticeReadsTable, BannersTable, SiteConfigTable, InfoPagesTable } from './content';
import type { OssObjectsTable } from './oss';
import type { TasksTable, TaskJoinsTable, TaskHandoffsTable, TaskCallbacksTable, RedirectHostsTable } from './tasks';
import type { PollsTable, MemberProfilesTable } from './polls';
import type { SuppliersTable } from './supplier';
import type { BenefitsTable, ExchangeOrdersTable, ExchangeOrderEventsTable } from './exchange';
import type { RegionsTable, IdentitiesTable, AlipayAccountsTable, ConsigneesTable } from './delivery';
import type { VouchersTable, VoucherUsesTable } from './vouchers';
import type { FeedbackTable, FeedbackRepliesTable, HelpCategoriesTable, HelpQuestionsTable } from './feedback';
import type {
  GroupMembersTable,
  GroupTopicsTable,
  GroupSectionsTable,
  GroupResponsesTable,
  GroupAttachmentsTable,
  GroupVoteOptionsTable,
  GroupVotesTable,
} from './groups';
import type {
  CampaignsTable,
  LotteryPrizesTable,
  LotteryDrawsTable,
  GiftBoxesTable,
  GiftRewardsTable,
  QuizQuestionsTable,
  QuizResultsTable,
  KoiEntriesTable,
  KoiWinnersTable,
  TipArticlesTable,
  CoursesTable,
  CourseProgressTable,
  RecruitApplicationsTable,
  DrainageChannelsTable,
  MemberChannelsTable,
  AppReleasesTable,
} from './campaigns';
import type { AreaHealthEventsTable } from './platform';

export interface Database {
  members: MembersTable;
  sessions: SessionsTable;
  used_refresh_tokens: UsedRefreshTokensTable;
  attempt_counters: AttemptCountersTable;
  sms_codes: SmsCodesTable;
  spent_sms_challenges: SpentSmsChallengesTable;
  qr_logins: QrLoginsTable;
  oauth_states: OauthStatesTable;
  oauth_codes: OauthCodesTable;
  sns_tickets: SnsTicketsTable;
  sns_bindings: SnsBindingsTable;
  gold_records: GoldRecordsTable;
  checkins: CheckinsTable;
  messages: MessagesTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  banners: BannersTable;
  site_config: SiteConfigTable;
  tasks: TasksTable;
  task_joins: TaskJoinsTable;
  group_members: GroupMembersTable;
  group_topics: GroupTopicsTable;
  group_sections: GroupSectionsTable;
  group_responses: GroupResponsesTable;
  group_attachments: GroupAttachmentsTable;
  group_vote_options: GroupVoteOptionsTable;
  group_votes: GroupVotesTable;
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
  campaigns: CampaignsTable;
  lottery_prizes: LotteryPrizesTable;
  lottery_draws: LotteryDrawsTable;
  gift_boxes: GiftBoxesTable;
  gift_rewards: GiftRewardsTable;
  quiz_questions: QuizQuestionsTable;
  quiz_results: QuizResultsTable;
  koi_entries: KoiEntriesTable;
  koi_winners: KoiWinnersTable;
  tip_articles: TipArticlesTable;
  courses: CoursesTable;
  course_progress: CourseProgressTable;
  recruit_applications: RecruitApplicationsTable;
  drainage_channels: DrainageChannelsTable;
  member_channels: MemberChannelsTable;
  app_releases: AppReleasesTable;
  email_codes: EmailCodesTable;
  step_up_tickets: StepUpTicketsTable;
  feedback: FeedbackTable;
  feedback_replies: FeedbackRepliesTable;
  help_categories: HelpCategoriesTable;
  help_questions: HelpQuestionsTable;
  area_health_events: AreaHealthEventsTable;
}
export type * from './members';
export type * from './auth';
export type * from './account';
export type * from './earnings';
export type * from './content';
export type * from './oss';
export type * from './tasks';
export type * from './polls';
export type * from './supplier';
export type * from './exchange';
export type * from './delivery';
export type * from './vouchers';
export type * from './feedback';
export type * from './groups';
export type * from './campaigns';
export type * from './platform';
