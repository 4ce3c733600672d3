// The coverage command against docs/features.md: the figures published there are the ones the command prints.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, repoRoot } from '../../../tests/support/realdata.ts';

const CLI = join(repoRoot, 'core/engine/features/coverage-cli.ts');
const DOC = readFileSync(join(repoRoot, 'docs/features.md'), 'utf8');

/** Runs the real command (one Node process with tsx) and returns its table: the header, one line per kind, the rest line. */
function coverageTable(args: string[]): string[] {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: repoRoot, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const lines = run.stdout.split('\n');
  return lines.slice(1, lines.findIndex((line) => line.startsWith('archetype features that mention a rest')) + 1);
}

/** The fenced block that follows a heading of docs/features.md. */
function documentedTable(heading: string): string[] {
  const start = DOC.indexOf(heading);
  expect(start, `docs/features.md has no "${heading}"`).toBeGreaterThanOrEqual(0);
  const open = DOC.indexOf('```\n', start) + 4;
  return DOC.slice(open, DOC.indexOf('\n```', open)).split('\n');
}

describe('features:coverage', () => {
  it('the bundled data: the command prints the figures docs/features.md records', () => {
    expect(coverageTable([])).toEqual(documentedTable('## Bundled data'));
  });

  it.runIf(hasRealData('feature coverage real data'))('the real data set: the command prints the figures docs/features.md records', () => {
    const table = coverageTable(['--rules', REALDATA_API]);
    expect(table).toEqual(documentedTable('## Real data'));
    // Every class feature of the real data is covered: mechanics, descriptive or an explained manual entry.
    expect(table.find((line) => line.startsWith('class '))).toMatch(/\s0\s+100\.0%$/);
  });

  it('rejects an unknown argument with the usage', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, '--bogus'], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown argument "--bogus". Usage: npm run -s features:coverage -- [--rules <dir>]');
  });
});
