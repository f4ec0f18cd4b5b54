/**
 * The question bank for one language, as the quiz islands load it: every question and variant,
 * ruled by the referee engine at build time, with prose and rule links in that language; and the
 * generated questions as the trainer's filters read them (each bank's items load on demand).
 */
import type { APIRoute } from 'astro';
import { LANGS, type Lang } from '../../../i18n/paths.ts';
import { bankPayload } from '../../../quiz/bank.ts';
import { scenarioRefs, scenarioStubs } from '../../../quiz/scenario-bank.ts';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(
    JSON.stringify({
      ...bankPayload(params.lang as Lang),
      scenarios: scenarioStubs(),
      scenarioRefs: scenarioRefs(params.lang as Lang),
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );
