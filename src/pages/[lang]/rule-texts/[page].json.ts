/**
 * The numbered paragraphs of one rule page as JSON (`/en/rule-texts/general.json`), built from
 * the page's MDX: what the rule pop-over (src/ui/rules/RuleRef.tsx) shows, fetched on demand.
 */

import { getCollection } from 'astro:content';
import type { APIRoute, GetStaticPaths } from 'astro';
import { ruleParagraphs } from '../../../ui/rules/extract.ts';

export const getStaticPaths = (async () => {
  const docs = await getCollection('docs');
  return docs.flatMap((entry) => {
    // the current WPA pages (`rules/current/general`) as `current-general`, as ruleTextsUrl names them
    const m = /^(en|ru)\/rules\/((?:current\/)?[a-z0-9-]+)$/.exec(entry.id);
    return m ? [{ params: { lang: m[1], page: m[2]?.replace('/', '-') }, props: { body: entry.body ?? '' } }] : [];
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(ruleParagraphs((props as { body: string }).body)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
