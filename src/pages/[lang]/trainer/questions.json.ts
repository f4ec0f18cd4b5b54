/**
 * The question bank for one language, as the quiz islands load it: every question and variant,
 * ruled by the referee engine at build time, with prose and rule links in that language; and the
 * generated questions as the trainer's filters read them (each bank's items load on demand).
 */
import type { APIRoute } from 'astro';
import { QUIZ_BANKS } from '../../../core/quiz/index.ts';
import { LANGS, type Lang } from '../../../i18n/paths.ts';
import { bankPayload } from '../../../quiz/bank.ts';
import { withSameShots } from '../../../quiz/same-shot.ts';
import { scenarioPayload, scenarioRefs, scenarioStubs } from '../../../quiz/scenario-bank.ts';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) => {
  const lang = params.lang as Lang;
  const payload = bankPayload(lang);
  // an authored question without a position shows the generated shot that plays it the same way
  const generated = QUIZ_BANKS.flatMap((b) => scenarioPayload(b, lang).items);
  return new Response(
    JSON.stringify({
      ...payload,
      items: withSameShots(payload.items, generated),
      scenarios: scenarioStubs(),
      scenarioRefs: scenarioRefs(lang),
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );
};
