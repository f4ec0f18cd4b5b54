/**
 * "1999 and today": at the top of a WPA game page, a table of the differences between the 1999
 * rules on the page and today's WPA rules, built from the page's own "Current WPA rules" notes
 * (one row per note, linking to its rule and to the note itself).
 */
import type { PanelLang } from './panels.ts';

const WORDS = {
  ru: {
    label: 'Действующие правила WPA',
    title: 'Правила 1999 года и сегодня',
    intro:
      'Чем действующие правила WPA отличаются от правил 1999 года на этой странице. Сведения о нынешних правилах — пересказ редакции; с текущим текстом правил WPA на этом сайте они не сверялись.',
    rule: 'Пункт',
    today: 'Сегодня (кратко)',
    reported: 'пересказ, не сверено',
    note: 'примечание',
  },
  en: {
    label: 'Current WPA rules',
    title: 'The 1999 rules and today',
    intro:
      'How today’s WPA rules differ from the 1999 rules on this page. What is said about today’s rules is the editors’ account; it has not been checked here against the current WPA rulebook text.',
    rule: 'Rule',
    today: 'Today (in short)',
    reported: 'reported, not verified',
    note: 'note',
  },
} as const;

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
}

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
    rows.push({ anchor: before, id, summary: firstSentence(plain(first)) });
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
        `<tr><td>${r.anchor ? `<a href="#${r.anchor}">${r.anchor.replace(/^rule-/, '').replaceAll('-', '.')}</a>` : ''}</td><td>${esc(r.summary)} <a href="#${r.id}">(${w.note})</a> <span class="pt-today-status">${w.reported}</span></td></tr>`,
    ),
    '</tbody></table></section>',
  ].join('');
  const first = out.indexOf('<div class="sl-heading-wrapper');
  const cut = first < 0 ? out.length : first;
  return { html: out.slice(0, cut) + table + out.slice(cut), rows };
}
