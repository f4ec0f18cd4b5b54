/**
 * One bank's generated questions for one language, as the trainer loads them when it first asks
 * one: each item ruled by the engines at build time, with the shot its table replays.
 */
import type { APIRoute } from 'astro';
import { QUIZ_BANKS, type QuizBank } from '../../../../core/quiz/index.ts';
import { LANGS, type Lang } from '../../../../i18n/paths.ts';
import { scenarioPayload } from '../../../../quiz/scenario-bank.ts';

export function getStaticPaths() {
  return LANGS.flatMap((lang) => QUIZ_BANKS.map((bank) => ({ params: { lang, bank } })));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(scenarioPayload(params.bank as QuizBank, params.lang as Lang)), {
    headers: { 'Content-Type': 'application/json' },
  });
