/**
 * docs/contract.md stays true: its field index names exactly the fields that the two commands'
 * schemas accept. The schemas are walked (objects, arrays, records, unions, wrappers); a field
 * added to a schema and not documented fails, and so does a documented field that no schema takes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { Doc, Event, REFEREE_FLAGS } from '../bin/referee.ts';
import { documentSchema } from '../bin/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const contract = readFileSync(resolve(ROOT, 'docs/contract.md'), 'utf8');

/** The fenced ```fields block: "command path" per line. */
function documented(command: string): string[] {
  const block = /```fields\n([\s\S]*?)```/.exec(contract)?.[1] ?? '';
  return block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith(`${command} `))
    .map((l) => l.slice(command.length + 1));
}
const isFlag = (f: string) => f.startsWith('--');

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every field path a schema accepts. `named` maps a sub-schema to the prefix under which it is
 * walked once on its own (the event vocabulary is shared by shots and lags).
 */
function fields(root: z.ZodType, named: ReadonlyMap<z.ZodType, string>): Set<string> {
  const out = new Set<string>();
  const walk = (s: z.ZodType, path: string, depth: number): void => {
    if (depth > 40) throw new Error(`schema too deep at ${path}`);
    const name = named.get(s);
    if (name !== undefined && name !== path) return; // walked under its own prefix
    const accepts = (s as unknown as { meta?: () => { accepts?: z.ZodType } | undefined }).meta?.()?.accepts;
    if (accepts) {
      walk(accepts, path, depth + 1);
      return;
    }
    const def = defOf(s);
    switch (def.type) {
      case 'object':
        for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          const p = path ? `${path}.${k}` : k;
          if (named.get(v) === undefined) out.add(p);
          walk(v, p, depth + 1);
        }
        return;
      case 'array':
        walk(def.element as z.ZodType, named.has(def.element as z.ZodType) ? path : `${path}[]`, depth + 1);
        return;
      case 'record':
        walk(def.valueType as z.ZodType, `${path}.*`, depth + 1);
        return;
      case 'union':
        for (const o of def.options as z.ZodType[]) walk(o, path, depth + 1);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        walk(def.innerType as z.ZodType, path, depth + 1);
        return;
      case 'pipe':
        walk(def.in as z.ZodType, path, depth + 1);
        return;
      default:
        return; // a leaf: string, number, enum, literal, tuple (a point), unknown …
    }
  };
  walk(root, '', 0);
  for (const [s, prefix] of named) walk(s, prefix, 0);
  // a record's values and the paths under them are listed by the record's own path
  return new Set([...out].filter((p) => !/\.\*$/.test(p)));
}

describe('docs/contract.md names every accepted field, and only those', () => {
  test.each([
    ['referee', Doc as z.ZodType, new Map<z.ZodType, string>([[Event as z.ZodType, 'event']])],
    ['simulate', documentSchema as z.ZodType, new Map<z.ZodType, string>()],
  ] as const)('%s', (command, schema, named) => {
    const accepted = [...fields(schema, named)].sort();
    const listed = documented(command)
      .filter((f) => !isFlag(f))
      .sort();
    expect(listed.length, 'the field index lists this command').toBeGreaterThan(5);
    expect(
      accepted.filter((f) => !listed.includes(f)),
      'accepted but not in the contract',
    ).toEqual([]);
    expect(
      listed.filter((f) => !accepted.includes(f)),
      'in the contract but not accepted',
    ).toEqual([]);
  });

  test("the referee command's options are listed, and only those", () => {
    expect(documented('referee').filter(isFlag)).toEqual([...REFEREE_FLAGS]);
    expect(documented('simulate').filter(isFlag)).toEqual([]);
  });

  test('the walker sees nested fields (a self-check: it would otherwise pass on an empty walk)', () => {
    const f = fields(Doc as z.ZodType, new Map([[Event as z.ZodType, 'event']]));
    expect(f.has('steps[].shot.call.pocket')).toBe(true);
    expect(f.has('event.intentional')).toBe(true);
    expect(fields(documentSchema as z.ZodType, new Map()).has('table.pockets.sideMouth')).toBe(true);
  });
});
