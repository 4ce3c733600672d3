// Where the real rules data of ../shared/realdata lives, and whether suites that need it must run or may step aside.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder holding `api/` and `characters/`: REALDATA_DIR, else ../shared/realdata beside the checkout. */
export const REALDATA_ROOT = resolve(process.env.REALDATA_DIR ?? resolve(repoRoot, '../shared/realdata'));
export const REALDATA_API = resolve(REALDATA_ROOT, 'api');
export const REALDATA_CHARACTERS = resolve(REALDATA_ROOT, 'characters');

/** CI sets REQUIRE_REALDATA=1: a missing folder is then a failure, not a reason to skip. */
export const REALDATA_REQUIRED = process.env.REQUIRE_REALDATA === '1';

const announced = new Set<string>();

/**
 * True when the real data is present. When absent, prints one line naming the suite that steps aside,
 * or throws when REQUIRE_REALDATA=1. Use as `describe.runIf(hasRealData('suite name'))(...)`.
 */
export function hasRealData(suite: string): boolean {
  if (existsSync(REALDATA_API)) return true;
  if (REALDATA_REQUIRED) {
    throw new Error(`REQUIRE_REALDATA=1 but ${REALDATA_API} does not exist: the suite "${suite}" cannot run.`);
  }
  if (!announced.has(suite)) {
    announced.add(suite);
    console.log(`[realdata] ${REALDATA_API} not found: skipping "${suite}" (it runs in CI).`);
  }
  return false;
}

export { repoRoot };

/**
 * Whether the browser tests' real-data project runs: when the data is present, unless E2E_REALDATA=0 switches it off
 * for a quicker local run. With REQUIRE_REALDATA=1 (CI) it cannot be switched off: asking for both is an error.
 */
export function realDataProjectEnabled(): boolean {
  if (process.env.E2E_REALDATA === '0') {
    if (REALDATA_REQUIRED) {
      throw new Error('E2E_REALDATA=0 asks to skip the real-data browser tests, but REQUIRE_REALDATA=1 requires them: unset one of the two.');
    }
    return false;
  }
  return hasRealData('e2e real-data project');
}
