// Once per Playwright run: a directory for what the run's workers make once and share (Directus's prepared
// database, e2e/support/directus.ts), removed when the run ends. Workers find it in E2E_RUN_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalSetup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-run-'));
  process.env.E2E_RUN_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
