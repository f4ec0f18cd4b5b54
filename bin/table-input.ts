/**
 * `table` in both commands: "7ft", "8ft", "9ft" (WPA playing surfaces) or a custom table
 * {"length": m, "width": m, "pockets": "standard" | "none" | {"cornerMouth": m, "sideMouth": m}}.
 * Strict: any other value or field is bad input naming it.
 */
import { z } from 'zod';
import type { RefereeTableSize } from '../src/core/rules/spots.ts';
import { customTable, standardTable, type TableSize, type TableSpec } from '../src/core/table/index.ts';
import { finite, firstIssue, issuePath, issueText } from './input.ts';

const metres = (max: number) => finite.refine((v) => v > 0 && v <= max, `must be more than 0 and at most ${max} m`);

const pocketsSchema = z.union(
  [z.literal('standard'), z.literal('none'), z.strictObject({ cornerMouth: metres(1), sideMouth: metres(1) })],
  { error: 'must be "standard", "none" or {"cornerMouth": m, "sideMouth": m}' },
);

const tableObject = z.strictObject({
  length: metres(1000),
  width: metres(1000),
  pockets: z.unknown().optional(),
});

const TABLE_HINT = 'must be "7ft", "8ft", "9ft" or {"length": m, "width": m, "pockets": ...}';

export type TableInput = TableSize | { length: number; width: number; pockets: z.infer<typeof pocketsSchema> };

/** A size name or a table object; an object's own field errors keep their paths. */
export const tableSchema = z
  .unknown()
  .transform((v, ctx): TableInput => {
    if (v === '7ft' || v === '8ft' || v === '9ft') return v;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const r = tableObject.safeParse(v, { reportInput: true });
      if (!r.success) {
        const issue = firstIssue(r.error.issues) as z.core.$ZodIssue;
        ctx.addIssue({ code: 'custom', message: issueText([issue]).replace(/^[^:]*: /, ''), path: issuePath(issue) });
        return z.NEVER;
      }
      const p = pocketsSchema.safeParse(r.data.pockets ?? 'standard', { reportInput: true });
      if (!p.success) {
        const issue = firstIssue(p.error.issues) as z.core.$ZodIssue;
        ctx.addIssue({
          code: 'custom',
          message: issueText([issue]).replace(/^[^:]*: /, ''),
          path: ['pockets', ...issuePath(issue)],
        });
        return z.NEVER;
      }
      return { length: r.data.length, width: r.data.width, pockets: p.data };
    }
    ctx.addIssue({ code: 'custom', message: TABLE_HINT });
    return z.NEVER;
  })
  // what the transform accepts, for the contract's field index (tests/contract.test.ts)
  .meta({
    accepts: z.union([
      z.enum(['7ft', '8ft', '9ft']),
      z.strictObject({ length: metres(1000), width: metres(1000), pockets: pocketsSchema.optional() }),
    ]),
  });

export function tableSpec(t: TableInput): TableSpec {
  return typeof t === 'string' ? standardTable(t) : customTable(t.length, t.width, t.pockets);
}

/** The referee needs the playing surface only (lines, spots, cushions). */
export function refereeTable(t: TableInput): RefereeTableSize {
  const spec = tableSpec(t);
  return { name: spec.name, length: spec.length, width: spec.width };
}
