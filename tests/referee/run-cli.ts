/** Runs the referee command as the contract does: from the repository root, JSON on stdin or in a file. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { runRefereeCli } from '../../bin/referee.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const casesDir = resolve(repoRoot, 'examples/referee/cases');
const TSX = resolve(repoRoot, 'node_modules/.bin/tsx');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A real process, exactly as the contract runs it (slow on a busy machine: use sparingly). */
export function spawnReferee(input: string, args: string[] = []): CliResult {
  const r = spawnSync(TSX, ['bin/referee.ts', ...args], { cwd: repoRoot, input, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same command code in this process. */
export function runReferee(input: string, args: string[] = []): CliResult {
  return runRefereeCli(args, () => input);
}
