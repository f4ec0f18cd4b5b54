/**
 * One part of one bank's generated questions for one language (src/quiz/scenario-bank.ts), as the
 * trainer and the exam load it when they first ask one of its questions: each item ruled by the
 * engines at build time, with the shot its table replays.
 */
import type { APIRoute } from 'astro';
import { QUIZ_BANKS, type QuizBank } from '../../../../../core/quiz/index.ts';
import { LANGS, type Lang } from '../../../../../i18n/paths.ts';
import { scenarioPart, scenarioParts } from '../../../../../quiz/scenario-bank.ts';

export function getStaticPaths() {
  return LANGS.flatMap((lang) =>
    QUIZ_BANKS.flatMap((bank) =>
      Array.from({ length: scenarioParts(bank) }, (_, part) => ({ params: { lang, bank, part: String(part) } })),
    ),
  );
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(scenarioPart(params.bank as QuizBank, params.lang as Lang, Number(params.part))), {
    headers: { 'Content-Type': 'application/json' },
  });
