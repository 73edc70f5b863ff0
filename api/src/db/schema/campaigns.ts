// Row types: campaigns and their records (migration 050). Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface CampaignsTable {
  key: string;
  title: string;
  summary: Defaulted<string>;
  rules: Defaulted<string>;
  path: string;
  start_at: number;
  end_at: number;
  sort: Defaulted<number>;
}

export interface LotteryPrizesTable {
  id: Generated<number>;
  name: string;
  gold: Defaulted<number>;
  weight: number;
  /** null: unlimited. */
  stock: number | null;
  sort: Defaulted<number>;
}

export interface LotteryDrawsTable {
  id: Generated<number>;
  member_id: number;
  idem_key: string;
  prize_id: number;
  prize_name: string;
  cost: number;
  gold: number;
  day: string;
  created_at: number;
}

export interface GiftBoxesTable {
  id: Generated<number>;
  campaign: string;
  member_id: number;
  source: string;
  earned_at: number;
  opened_at: Defaulted<number | null>;
  reward_name: Defaulted<string | null>;
  reward_gold: Defaulted<number | null>;
}

export interface GiftRewardsTable {
  id: Generated<number>;
  campaign: string;
  name: string;
  gold: number;
  weight: number;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  title: string;
  /** One option per line. */
  options: string;
  answer: number;
  points: number;
  sort: Defaulted<number>;
}

export interface QuizResultsTable {
  id: string;
  member_id: number | null;
  nickname: string;
  score: number;
  total: number;
  correct: number;
  questions: number;
  created_at: number;
}

export interface KoiEntriesTable {
  member_id: number;
  created_at: number;
}

export interface KoiWinnersTable {
  id: Generated<number>;
  round: string;
  nickname: string;
  member_code: string;
  prize: string;
  announced_at: number;
}

export interface TipArticlesTable {
  id: Generated<number>;
  title: string;
  summary: Defaulted<string>;
  content: string;
  created_at: number;
}

export interface CoursesTable {
  id: Generated<number>;
  title: string;
  summary: Defaulted<string>;
  kind: 'article' | 'video';
  content: Defaulted<string>;
  video_url: Defaulted<string>;
  minutes: Defaulted<number>;
  sort: Defaulted<number>;
}

export interface CourseProgressTable {
  member_id: number;
  course_id: number;
  progress: number;
  position: Defaulted<number>;
  updated_at: number;
}

export interface RecruitApplicationsTable {
  id: Generated<number>;
  name: string;
  school: string;
  grade: string;
  mobile: string;
  reason: string;
  created_at: number;
}

export interface DrainageChannelsTable {
  code: string;
  partner: string;
  headline: string;
  gift: string;
}

export interface MemberChannelsTable {
  member_id: number;
  channel: string;
  created_at: number;
}

export interface AppReleasesTable {
  platform: string;
  version: string;
  url: string;
  size: Defaulted<string>;
  released_at: number;
}
