/** Runs the referee command as the contract does: from the repository root, JSON on stdin or in a file. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const casesDir = resolve(repoRoot, '../shared/contracts/cases');
const TSX = resolve(repoRoot, 'node_modules/.bin/tsx');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runReferee(input: string, args: string[] = []): CliResult {
  const r = spawnSync(TSX, ['bin/referee.ts', ...args], { cwd: repoRoot, input, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
