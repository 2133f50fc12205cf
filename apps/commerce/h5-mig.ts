import { sql } from 'kysely';
import { openDatabase } from './src/db/database';
import { migrate } from './src/db/migrate';
const h = openDatabase(process.argv[2]!);
console.log(await migrate(h));
await sql`ANALYZE`.execute(h.db);
await h.destroy();
