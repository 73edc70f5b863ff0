// Row types: uploaded objects (avatars, attachments). Kept in step with the SQL migrations (../migrations).
import type { Defaulted } from './defaulted';

export interface OssObjectsTable {
  key: string;
  acl: Defaulted<string>;
  content_type: string;
  size: number;
  created_at: number;
  /** The member the upload policy was signed for (null for objects from before migration 005). */
  owner_id: Defaulted<number | null>;
}
