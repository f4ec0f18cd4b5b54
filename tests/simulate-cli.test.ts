import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runSimulate } from '../bin/simulate.ts';

/** The `simulate` command end to end (contracts/README.md, "simulate"). */

const ROOT = resolve(import.meta.dirname, '..');
const EXAMPLES = join(ROOT, 'examples/shots');
const example = (name: string) => readFileSync(join(EXAMPLES, name), 'utf8');

const CONTRACT_EXAMPLE = {
  table: '9ft',
  balls: { cue: [0.635, 0.635], '1': [1.905, 0.635] },
  shot: { ball: 'cue', speed: 2.0, heading: 0, tip: { side: 0, height: 0 }, elevation: 0 },
  trace: false,
};

function ok(input: unknown) {
  const out = runSimulate(typeof input === 'string' ? input : JSON.stringify(input));
  expect(out.stderr).toBe('');
  expect(out.status).toBe(0);
  return JSON.parse(out.stdout);
}

describe('simulate: output', () => {
  test('the contract example: params, events with times, final, duration', () => {
    const doc = ok(CONTRACT_EXAMPLE);
    for (const k of ['g', 'R', 'm', 'muSlide', 'muRoll', 'spinDecel', 'eBall', 'eRail', 'muRail', 'muBall'])
      expect(doc.params).toHaveProperty(k);
    expect(doc.params).toMatchObject({ g: 9.81, R: 0.028575, m: 0.17, muSlide: 0.2, muRoll: 0.01 });
    expect(doc.events[0]).toEqual({ t: expect.any(Number), type: 'roll', ball: 'cue' });
    expect(doc.events.find((e: { type: string }) => e.type === 'hit')).toMatchObject({ ball: 'cue', target: 1 });
    expect(doc.events.every((e: { t: number }) => typeof e.t === 'number')).toBe(true);
    expect(Object.keys(doc.final).sort()).toEqual(['1', 'cue']);
    expect(doc.final.cue).toHaveLength(2);
    expect(doc.duration).toBe(doc.events.at(-1).t);
    expect(doc.truncated).toBe(false);
  });

  test('trace adds one state per event with p, v, w and motion for every ball', () => {
    const doc = ok({ ...CONTRACT_EXAMPLE, trace: true });
    expect(doc.states).toHaveLength(doc.events.length);
    doc.states.forEach((s: { t: number; balls: Record<string, unknown> }, k: number) => {
      expect(s.t).toBe(doc.events[k].t);
      expect(Object.keys(s.balls).sort()).toEqual(['1', 'cue']);
      expect(s.balls.cue).toEqual({
        p: [expect.any(Number), expect.any(Number)],
        v: [expect.any(Number), expect.any(Number)],
        w: [expect.any(Number), expect.any(Number), expect.any(Number)],
        motion: expect.stringMatching(/^(stationary|spinning|sliding|rolling|pocketed)$/),
      });
    });
    expect(doc.states.at(-1).balls.cue.motion).toBe('stationary');
  });

  test('a batch gives an array in order; [] gives []', () => {
    const single = ok(CONTRACT_EXAMPLE);
    const batch = ok([CONTRACT_EXAMPLE, { ...CONTRACT_EXAMPLE, shot: { speed: 1 } }]);
    expect(batch).toHaveLength(2);
    expect(batch[0]).toEqual(single);
    expect(batch[1].events.length).toBeGreaterThan(0);
    expect(runSimulate('[]').stdout).toBe('[]\n');
  });

  test('defaults: 9ft table, the cue ball, heading 0, centre hit', () => {
    const doc = ok({ balls: { cue: [0.635, 0.635] }, shot: { speed: 1 } });
    expect(doc.params.table.name).toBe('9ft');
    expect(doc.final.cue[1]).toBe(0.635);
  });

  test('the same input gives the same bytes', () => {
    const text = example('eight-ball-break.json');
    expect(runSimulate(text).stdout).toBe(runSimulate(text).stdout);
  });

  test.each(readdirSync(EXAMPLES).map((f) => [f]))('example %s runs', (file) => {
    expect(runSimulate(example(file)).status).toBe(0);
  });
});

describe('simulate: bad input exits 2 with a one-line message naming the field', () => {
  const base = { balls: { cue: [0.635, 0.635] }, shot: { speed: 1 } };
  test.each([
    ['not JSON', '{"balls":', /^\(input\): not valid JSON/],
    ['an unknown ball', { ...base, balls: { cue: [0.635, 0.635], '16': [1, 1] } }, /^balls\.16: /],
    ['a speed that is not a number', { ...base, shot: { speed: 'fast' } }, /^shot\.speed: /],
    ['a negative speed', { ...base, shot: { speed: -1 } }, /^shot\.speed: /],
    ['overlapping balls', { ...base, balls: { cue: [0.635, 0.635], '2': [0.66, 0.635] } }, /^balls\.(cue|2): overlaps/],
    ['a ball off the playing surface', { ...base, balls: { cue: [0.01, 0.635] } }, /^balls\.cue: .*playing surface/],
    ['a ball in a pocket', { ...base, balls: { cue: [0.02, 0.02] } }, /^balls\.cue: /],
    ['a miscue', { ...base, shot: { speed: 1, tip: { side: 0.45, height: 0.3 } } }, /^shot\.tip: miscue/],
    ['an unknown table', { ...base, table: '10ft' }, /^table: /],
    ['a bad pocket option', { ...base, table: { length: 2, width: 1, pockets: 'big' } }, /^table\.pockets: /],
    ['a struck ball that is not there', { ...base, shot: { ball: 3, speed: 1 } }, /^shot\.ball: /],
    ['a position with one coordinate', { ...base, balls: { cue: [0.5] } }, /^balls\.cue: /],
    ['the fourth document of a batch', [base, base, base, { ...base, shot: { speed: 'x' } }], /^\[3\]\.shot\.speed: /],
  ])('%s', (_name, input, message) => {
    const out = runSimulate(typeof input === 'string' ? input : JSON.stringify(input));
    expect(out.status).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
    expect(out.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(out.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('simulate: as a process', () => {
  const cli = (args: string[], stdin?: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'bin/simulate.ts', ...args], {
      cwd: ROOT,
      input: stdin,
      encoding: 'utf8',
    });

  // Starting tsx takes a second or more on a busy two-core machine.
  const SLOW = 60_000;

  test('reads a file argument or stdin and prints the same document', { timeout: SLOW }, () => {
    const file = join(EXAMPLES, 'straight-shot-contract-example.json');
    const fromFile = cli([file]);
    const fromStdin = cli([], readFileSync(file, 'utf8'));
    expect(fromFile.status).toBe(0);
    expect(fromFile.stdout).toBe(fromStdin.stdout);
    expect(JSON.parse(fromFile.stdout).events.length).toBeGreaterThan(0);
  });

  test('exits 2 on bad input, with nothing on stdout', { timeout: SLOW }, () => {
    const r = cli([], '{"balls":{"cue":[0.6,0.6],"16":[1,1]},"shot":{"speed":1}}');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^balls\.16: /);
  });
});
