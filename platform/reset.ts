import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, readConfig } from './config.ts';
import { DATABASE_FILE, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { signingKey } from './auth/tokens.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { mediaDir } from './media/store.ts';
import { outboxDir } from './outbox/outbox.ts';

/** Deletes the database, media and outbox of `dataDir` and seeds the demo shop again. */
export function resetPlatformData(dataDir: string, admin: { adminEmail: string; adminPassword: string }): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${DATABASE_FILE}${suffix}`), { force: true });
  rmSync(mediaDir(dataDir), { recursive: true, force: true });
  rmSync(outboxDir(dataDir), { recursive: true, force: true });
  const db = openDatabase(dataDir);
  try {
    migrate(db);
    seedIfEmpty({ db, key: signingKey(db), publicUrl: () => '', dataDir }, admin);
  } finally {
    db.close();
  }
}

if (import.meta.main) {
  try {
    const config = readConfig(process.env);
    resetPlatformData(config.dataDir, config);
    console.log(`[platform] data in ${config.dataDir} wiped and the demo shop seeded again`);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
