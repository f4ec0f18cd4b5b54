/**
 * "1999 and today": at the top of a WPA game page, a table of the differences between the 1999
 * rules on the page and today's WPA rules, built from the page's own "Current WPA rules" notes
 * (one row per note, linking to its rule and to the note itself). Each row says how sure we are of
 * what it says about today's rules: the weakest certainty of the known differences that touch its 1999
 * paragraph (src/core/editions, the same table as docs/editions.md).
 */
import { type Certainty, certaintyOf } from '../../core/editions/differences.ts';
import type { PanelLang } from './panels.ts';

export const WORDS = {
  ru: {
    label: 'Действующие правила WPA',
    title: 'Правила 1999 года и сегодня',
    intro:
      'Чем действующие правила WPA отличаются от правил 1999 года на этой странице. У каждой строки указано, насколько мы уверены в сказанном о нынешних правилах: сверено ли оно с копией текущего текста WPA или известно только в пересказе.',
    rule: 'Пункт',
    today: 'Сегодня (кратко)',
    note: 'примечание',
    certainty: {
      verified: 'сверено с текстом 2016 года',
      'verified-2008': 'сверено с текстом 2008 года',
      'verified-by-absence': 'сверено: в текущем перечне этого нет',
      'partly-verified': 'сверено частично',
      reported: 'пересказ, не сверено',
      unverified: 'не подтверждено: источники расходятся',
    },
  },
  en: {
    label: 'Current WPA rules',
    title: 'The 1999 rules and today',
    intro:
      'How today’s WPA rules differ from the 1999 rules on this page. Each row says how sure we are of what it says about today’s rules: checked against a copy of the current WPA text, or known only from accounts of it.',
    rule: 'Rule',
    today: 'Today (in short)',
    note: 'note',
    certainty: {
      verified: 'checked against the 2016 text',
      'verified-2008': 'checked against the 2008 text',
      'verified-by-absence': 'checked: not in the current list',
      'partly-verified': 'partly checked',
      reported: 'reported, not verified',
      unverified: 'unconfirmed: sources disagree',
    },
  },
} as const satisfies Record<PanelLang, { certainty: Record<Certainty, string> } & Record<string, unknown>>;

/** The first sentence of a note's text (or the whole text when it has one sentence). */
export function firstSentence(text: string): string {
  const m = /^[\s\S]*?[.!?](?=\s+[A-ZА-ЯЁ«“(]|$)/u.exec(text.trim());
  return (m?.[0] ?? text).trim();
}

const plain = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export interface TodayRow {
  anchor: string | undefined;
  id: string;
  summary: string;
  /** how sure we are of the note; a note on no known difference is the editors' account: reported */
  certainty: Certainty;
}

/** `rule-6-7-2` → `6.7.2` */
const ruleOf = (anchor: string): string => anchor.replace(/^rule-/, '').replaceAll('-', '.');

/** `html` with ids on its "Current WPA rules" notes and the table of them before the first heading. */
export function withTodayTable(html: string, lang: PanelLang): { html: string; rows: TodayRow[] } {
  const w = WORDS[lang];
  const open = `<aside aria-label="${w.label}" class="starlight-aside starlight-aside--tip"`;
  const rows: TodayRow[] = [];
  let out = '';
  let from = 0;
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, at + 1)) {
    const heading = [...html.slice(0, at).matchAll(/<h[2-6] id="([\w-]+)"/g)].pop()?.[1];
    const before = heading?.startsWith('rule-') ? heading : undefined;
    const id = `today-${rows.length + 1}`;
    const content = html.slice(html.indexOf('starlight-aside__content', at), html.indexOf('</aside>', at));
    const first = /<p>([\s\S]*?)<\/p>/.exec(content)?.[1] ?? '';
    const certainty = (before && certaintyOf(ruleOf(before))) || 'reported';
    rows.push({ anchor: before, id, summary: firstSentence(plain(first)), certainty });
    out += `${html.slice(from, at)}<aside id="${id}"${open.slice('<aside'.length)}`;
    from = at + open.length;
  }
  out += html.slice(from);
  if (rows.length === 0) return { html, rows };
  const esc = (s: string) => s.replace(/&(?![#\w]+;)/g, '&amp;').replace(/</g, '&lt;');
  const table = [
    `<section class="pt-today" aria-labelledby="pt-today-title" data-today-rows="${rows.length}">`,
    `<p class="pt-today-title" id="pt-today-title"><strong>${w.title}</strong></p>`,
    `<p class="pt-today-intro">${w.intro}</p>`,
    `<table><thead><tr><th>${w.rule}</th><th>${w.today}</th></tr></thead><tbody>`,
    ...rows.map(
      (r) =>
        `<tr><td>${r.anchor ? `<a href="#${r.anchor}">${ruleOf(r.anchor)}</a>` : ''}</td><td>${esc(r.summary)} <a href="#${r.id}">(${w.note})</a> <span class="pt-today-status" data-certainty="${r.certainty}">${w.certainty[r.certainty]}</span></td></tr>`,
    ),
    '</tbody></table></section>',
  ].join('');
  const first = out.indexOf('<div class="sl-heading-wrapper');
  const cut = first < 0 ? out.length : first;
  return { html: out.slice(0, cut) + table + out.slice(cut), rows };
}
