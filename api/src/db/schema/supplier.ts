// Row types: the survey supplier a hand-off sends the member to. Kept in step with the SQL migrations (../migrations).
import type { Defaulted } from './defaulted';

export interface SuppliersTable {
  id: string;
  name: string;
  secret: Defaulted<string>;
  entry_url: string;
}
