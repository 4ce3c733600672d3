// The command-line tools stop quietly when the reader of their output goes away (`| head`), instead of printing an
// uncaught EPIPE error: run for real through a shell pipe.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const tsx = 'node_modules/.bin/tsx';

describe('command-line tools piped into head', () => {
  // The coverage report is larger than a pipe's buffer, so the tool is still writing when `head` leaves. (A new
  // sheet's template fits in the buffer and would pass either way, so it is not used here.)
  for (const [label, command] of [['features:coverage', `${tsx} core/engine/features/coverage-cli.ts`]] as const) {
    it(`${label} prints its first line and no error`, () => {
      // `head -c 1` closes the pipe after one byte, long before the report is written out; stderr is captured
      // through the shell so the tool's own error output is what is checked.
      const result = execFileSync('sh', ['-c', `${command} 2>/tmp/closed-pipe-err.$$ | head -c 1; cat /tmp/closed-pipe-err.$$; rm -f /tmp/closed-pipe-err.$$`], {
        encoding: 'utf8',
      });
      expect(result.length).toBeGreaterThanOrEqual(1);
      expect(result.slice(1)).toBe('');
    }, 60_000);
  }
});
