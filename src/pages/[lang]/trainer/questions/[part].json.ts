/**
 * The question bank for one language, as the quiz islands load it: every question and variant,
 * ruled by the referee engine at build time, with prose and rule links in that language; and the
 * generated questions as the trainer's filters read them (each bank's items load on demand). Served
 * as a head and BANK_PARTS parts (src/quiz/bank-parts.ts), fetched together and joined by the page.
 */
import type { APIRoute } from 'astro';
import { QUIZ_BANKS } from '../../../../core/quiz/index.ts';
import { LANGS, type Lang } from '../../../../i18n/paths.ts';
import { bankPayload } from '../../../../quiz/bank.ts';
import { BANK_PARTS, splitBank } from '../../../../quiz/bank-parts.ts';
import { withSameShots } from '../../../../quiz/same-shot.ts';
import { scenarioPayload, scenarioRefs, scenarioStubs } from '../../../../quiz/scenario-bank.ts';

export function getStaticPaths() {
  const parts = ['head', ...Array.from({ length: BANK_PARTS }, (_, i) => String(i))];
  return LANGS.flatMap((lang) => parts.map((part) => ({ params: { lang, part } })));
}

const served = new Map<Lang, ReturnType<typeof splitBank>>();
function servedBank(lang: Lang): ReturnType<typeof splitBank> {
  const done = served.get(lang);
  if (done) return done;
  const payload = bankPayload(lang);
  // an authored question without a position shows the generated shot that plays it the same way
  const generated = QUIZ_BANKS.flatMap((b) => scenarioPayload(b, lang).items);
  const split = splitBank({
    ...payload,
    items: withSameShots(payload.items, generated),
    scenarios: scenarioStubs(),
    scenarioRefs: scenarioRefs(lang),
  });
  served.set(lang, split);
  return split;
}

export const GET: APIRoute = ({ params }) => {
  const { head, parts } = servedBank(params.lang as Lang);
  const body = params.part === 'head' ? head : parts[Number(params.part)];
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
