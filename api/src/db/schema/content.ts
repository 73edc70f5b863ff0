// Row types: site content and messages. Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface MessagesTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  read: Defaulted<boolean>;
  /** Shown once as a dialog on entering the site (030). */
  screen: Defaulted<boolean>;
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

export interface InfoPagesTable {
  slug: string;
  title: string;
  html: string;
  updated_at: number;
}
