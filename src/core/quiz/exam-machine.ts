/**
 * The flow of one exam sitting: answer, skip and come back, until the candidate hands the
 * paper in or the time runs out. No feedback while running; the report is computed at the end.
 * Time comes in as `clock.tick` events (the core reads no clock). A sitting can resume from what
 * was stored (`input.resume`), and take what another tab stored (`exam.sync`).
 */
import { assign, setup } from 'xstate';
import type { Response } from './types.ts';

export interface ExamInput {
  count: number;
  startedAt: number;
  /** milliseconds allowed */
  limit: number;
  /** the state of a sitting stored before (a reload, another tab) */
  resume?: Pick<ExamContext, 'current' | 'responses' | 'skipped'>;
}

export interface ExamContext {
  count: number;
  current: number;
  responses: (Response | undefined)[];
  skipped: boolean[];
  startedAt: number;
  deadline: number;
  now: number;
  finishedBy: 'candidate' | 'time' | null;
}

export type ExamEvent =
  /** an answer is kept as soon as it is chosen (`undefined` takes it back); on the current question unless `index` */
  | { type: 'exam.answer'; response: Response | undefined; index?: number }
  | { type: 'exam.sync'; responses: (Response | undefined)[]; skipped: boolean[] }
  | { type: 'exam.clear' }
  | { type: 'exam.goto'; index: number }
  | { type: 'exam.skip' }
  | { type: 'exam.next' }
  | { type: 'exam.previous' }
  | { type: 'exam.finish' }
  | { type: 'clock.tick'; now: number };

/** The next question after `from` that has no answer yet (wrapping), or `from + 1`. */
export function nextOpen(ctx: Pick<ExamContext, 'count' | 'responses'>, from: number): number {
  for (let k = 1; k <= ctx.count; k += 1) {
    const i = (from + k) % ctx.count;
    if (ctx.responses[i] === undefined) return i;
  }
  return Math.min(from + 1, ctx.count - 1);
}

const clamp = (i: number, n: number) => Math.max(0, Math.min(n - 1, i));

export const examMachine = setup({
  types: { context: {} as ExamContext, events: {} as ExamEvent, input: {} as ExamInput },
  guards: {
    timeUp: ({ context, event }) => event.type === 'clock.tick' && event.now >= context.deadline,
  },
}).createMachine({
  id: 'exam',
  context: ({ input }) => ({
    count: input.count,
    current: clamp(input.resume?.current ?? 0, input.count),
    responses: Array.from({ length: input.count }, (_x, i) => input.resume?.responses[i]),
    skipped: Array.from({ length: input.count }, (_x, i) => input.resume?.skipped[i] ?? false),
    startedAt: input.startedAt,
    deadline: input.startedAt + input.limit,
    now: input.startedAt,
    finishedBy: null,
  }),
  initial: 'running',
  states: {
    running: {
      on: {
        'exam.answer': {
          actions: assign(({ context, event }) => {
            const at = clamp(event.index ?? context.current, context.count);
            const responses = context.responses.slice();
            responses[at] = event.response;
            const skipped = context.skipped.slice();
            skipped[at] = false;
            return { responses, skipped };
          }),
        },
        'exam.sync': {
          actions: assign(({ context, event }) => ({
            responses: Array.from({ length: context.count }, (_x, i) => event.responses[i]),
            skipped: Array.from({ length: context.count }, (_x, i) => event.skipped[i] ?? false),
          })),
        },
        'exam.clear': {
          actions: assign(({ context }) => {
            const responses = context.responses.slice();
            responses[context.current] = undefined;
            return { responses };
          }),
        },
        'exam.goto': { actions: assign(({ context, event }) => ({ current: clamp(event.index, context.count) })) },
        'exam.next': { actions: assign(({ context }) => ({ current: clamp(context.current + 1, context.count) })) },
        'exam.previous': { actions: assign(({ context }) => ({ current: clamp(context.current - 1, context.count) })) },
        'exam.skip': {
          actions: assign(({ context }) => {
            const skipped = context.skipped.slice();
            skipped[context.current] = context.responses[context.current] === undefined;
            return { skipped, current: nextOpen(context, context.current) };
          }),
        },
        'clock.tick': [
          {
            guard: 'timeUp',
            target: 'finished',
            actions: assign(({ event }) => ({ now: event.now, finishedBy: 'time' as const })),
          },
          { actions: assign(({ event }) => ({ now: event.now })) },
        ],
        'exam.finish': { target: 'finished', actions: assign({ finishedBy: 'candidate' as const }) },
      },
    },
    finished: { type: 'final' },
  },
});
