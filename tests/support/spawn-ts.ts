// Runs a TypeScript entry point (server/main.ts, server/seed-cli.ts) as ONE Node process with tsx's loader. The `tsx` command
// would start a second Node process under a wrapper: a signal sent to the wrapper's pid (a SIGKILL in the crash
// tests) would then miss the real program and leave it running.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { repoRoot } from './realdata.ts';

export function spawnTs(args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
}
