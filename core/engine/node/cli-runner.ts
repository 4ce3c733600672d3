// Node-only: what every engine command (sheet, encounter, starship) shares: the usage error, reading the input file,
// the exit codes, and running when Node started the module itself (and not when a test imports it).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopQuietlyWhenOutputCloses } from './closed-pipe.ts';

/** Wrong arguments: the command exits with 2 and says what is wrong (and how to call it). */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type Writer = (text: string) => void;
/** A command: its arguments in, JSON to `out`, messages to `err`; returns the exit code. */
export type Command = (argv: readonly string[], out: Writer, err: Writer) => number;

/** The text of the file a command was given, or an error naming it ("Cannot read ship file ..."). */
export function readInputFile(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${what} file ${path}: ${(error as Error).message}`);
  }
}

/** Runs a command's body: its exit code, or the error's message on `err` with 2 for a usage error and 1 otherwise. */
export function exitCodeOf(body: () => number, err: Writer): number {
  try {
    return body();
  } catch (error) {
    err((error as Error).message ?? String(error));
    return error instanceof UsageError ? 2 : 1;
  }
}

/** When `moduleUrl` is the script Node was started with: runs the command on the process's arguments and streams. */
export function runWhenMain(moduleUrl: string, command: Command): void {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  stopQuietlyWhenOutputCloses();
  process.exitCode = command(process.argv.slice(2), (text) => process.stdout.write(`${text}\n`), (text) => process.stderr.write(`${text}\n`));
}
