/**
 * The flow of one exam sitting: answer, skip and come back, until the candidate hands the
 * paper in or the time runs out. No feedback while running; the report is computed at the end.
 * Time comes in as `clock.tick` events (the core reads no clock).
 */
import { assign, setup } from 'xstate';
import type { Response } from './types.ts';

export interface ExamInput {
  count: number;
  startedAt: number;
  /** milliseconds allowed */
  limit: number;
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
  | { type: 'exam.answer'; response: Response }
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
    current: 0,
    responses: Array.from({ length: input.count }, () => undefined),
    skipped: Array.from({ length: input.count }, () => false),
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
            const responses = context.responses.slice();
            responses[context.current] = event.response;
            const skipped = context.skipped.slice();
            skipped[context.current] = false;
            return { responses, skipped };
          }),
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
