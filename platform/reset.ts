import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { ConfigError, MAX_DEMO_PRODUCTS, readConfig } from './config.ts';
import { DATABASE_FILE, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { signingKey } from './auth/tokens.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { seedPasswordHashes } from './seed/demo-accounts.ts';
import { passwordHasher } from './auth/passwords.ts';
import { mediaDir } from './media/store.ts';
import { outboxDir } from './outbox/outbox.ts';

/**
 * Deletes the database, media and outbox of `dataDir` and seeds the demo shop again; `products` above the
 * demo's own 46 adds generated products up to that many (platform/seed/large-catalogue.ts). `demo` false
 * (PLATFORM_DEMO unset) seeds without the demo customer and simulators' data (platform/seed/seed.ts).
 */
export async function resetPlatformData(dataDir: string, admin: { adminEmail: string; adminPassword: string }, products = 0, demo = true): Promise<void> {
  const passwordHashes = await seedPasswordHashes(passwordHasher(), admin.adminPassword);
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${DATABASE_FILE}${suffix}`), { force: true });
  rmSync(mediaDir(dataDir), { recursive: true, force: true });
  rmSync(outboxDir(dataDir), { recursive: true, force: true });
  const db = openDatabase(dataDir);
  try {
    migrate(db);
    seedIfEmpty(
      { db, key: signingKey(db), publicUrl: () => '', dataDir, demo, allowedOrigins: [] },
      { adminEmail: admin.adminEmail, passwordHashes, products },
    );
  } finally {
    db.close();
  }
}

/** `--products N`: a whole number from 0 to MAX_DEMO_PRODUCTS (0 or absent: the small demo). */
export function parseResetArgs(args: string[]): { products: number } {
  const { values } = parseArgs({ args, options: { products: { type: 'string' } }, strict: true, allowPositionals: false });
  if (values.products === undefined) return { products: 0 };
  const products = Number(values.products);
  if (!/^\d+$/.test(values.products) || !Number.isSafeInteger(products) || products > MAX_DEMO_PRODUCTS) {
    throw new ConfigError(`--products must be a whole number from 0 to ${MAX_DEMO_PRODUCTS}, got "${values.products}".`);
  }
  return { products };
}

if (import.meta.main) {
  try {
    const { products } = parseResetArgs(process.argv.slice(2));
    const config = readConfig(process.env);
    const started = performance.now();
    await resetPlatformData(config.dataDir, config, products || config.demoProducts, config.demo);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const size = products || config.demoProducts ? `a catalogue of ${products || config.demoProducts} products` : 'the demo shop';
    console.log(
      `[platform] data in ${config.dataDir} wiped and ${size} seeded in ${seconds} s${config.demo ? ' (demo mode)' : ' (no demo accounts: PLATFORM_DEMO is off)'}`,
    );
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${error.message}\nUsage: npm run platform:reset [-- --products N]`);
      process.exit(2);
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
