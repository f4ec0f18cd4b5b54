/**
 * "The source behind every paragraph": after each numbered rule heading of a rendered page, a
 * collapsed panel with the lines of the Russian source text that paragraph was edited from (the
 * seed-coverage map knows them), and the editorial changes made there: a paragraph with no
 * source line, a number the source gave differently, restored or changed text, editorial notes.
 */

export interface CoverageEntry {
  readonly lines: readonly [number, number];
  readonly page?: string;
  readonly anchor?: string;
  readonly dropped?: string;
}

export type PanelLang = 'ru' | 'en';

const WORDS = {
  ru: {
    summary: 'Исходный текст',
    lines: (ranges: string[], one: boolean) => `${one ? 'строка' : 'строки'} ${ranges.join(', ')}`,
    none: 'Строк исходного текста у этого пункта нет: его текст восстановила или дополнила редакция.',
    renumbered: (n: string) => `В источнике этот пункт имеет номер ${n}.`,
    restored: 'Часть текста восстановлена редакцией (знак «восстановлено»).',
    changed: 'Решение сайта здесь расходится с источником (знак «изменено»).',
    added: 'Источник не даёт здесь правила; решение редакции отмечено знаком.',
    notes: (n: number) => `Примечаний редакции в этом пункте: ${n}.`,
    intro: 'Как пункт выглядит в исходном русском тексте (без правки):',
    changes: 'Правка редакции',
  },
  en: {
    summary: 'Source text',
    lines: (ranges: string[], one: boolean) => `${one ? 'line' : 'lines'} ${ranges.join(', ')}`,
    none: 'No line of the source text maps to this paragraph: the editors restored or added its text.',
    renumbered: (n: string) => `The source numbers this paragraph ${n}.`,
    restored: 'Part of the text is restored by the editors (marked “restored”).',
    changed: 'The site’s ruling differs from the source here (marked “changed”).',
    added: 'The source gives no rule here; the editors’ decision is marked.',
    notes: (n: number) => `Editorial notes in this paragraph: ${n}.`,
    intro: 'The paragraph as it stands in the Russian source text (unedited):',
    changes: 'Editorial changes',
  },
} as const;

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Line ranges mapped to `anchor` of `page`, in source order. */
export function rangesFor(coverage: readonly CoverageEntry[], page: string, anchor: string): [number, number][] {
  return coverage
    .filter((e) => e.page === page && e.anchor === anchor)
    .map((e): [number, number] => [e.lines[0], e.lines[1]])
    .sort((a, b) => a[0] - b[0]);
}

/** The dotted number the source gives a paragraph at the start of its first line (`6.6 .НАЧАЛЬНОЕ` -> 6.6). */
export function sourceNumber(line: string): string | undefined {
  const m = /^\s*(\d+(?:\s*\.\s*\d+)+)/.exec(line);
  return m?.[1]?.replace(/\s+/g, '');
}

const NOTE_LABEL = { ru: 'Примечание редакции', en: 'Editorial note' } as const;

/** The panel's HTML for one rule paragraph. `section` is the paragraph's rendered HTML. */
export function panelHtml(
  lang: PanelLang,
  anchor: string,
  ranges: readonly [number, number][],
  source: readonly string[],
  section: string,
): string {
  const w = WORDS[lang];
  const number = anchor.replace(/^rule-/, '').replaceAll('-', '.');
  const changes: string[] = [];
  if (ranges.length === 0) changes.push(w.none);
  const first = ranges[0] ? (source[ranges[0][0] - 1] ?? '') : '';
  const given = sourceNumber(first);
  if (given && given.split('.').length === number.split('.').length && given !== number)
    changes.push(w.renumbered(given));
  if (section.includes('data-edit="restored"')) changes.push(w.restored);
  if (section.includes('data-edit="changed"')) changes.push(w.changed);
  if (section.includes('data-edit="added"')) changes.push(w.added);
  const notes = section.split(`>${NOTE_LABEL[lang]}<`).length - 1;
  if (notes > 0) changes.push(w.notes(notes));
  const label = ranges.length
    ? w.lines(
        ranges.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)),
        ranges.length === 1 && ranges[0]?.[0] === ranges[0]?.[1],
      )
    : '';
  const lines = ranges.flatMap(([a, b]) =>
    Array.from({ length: b - a + 1 }, (_, i) => a + i)
      .filter((n) => (source[n - 1] ?? '').trim() !== '')
      .map(
        (n) =>
          `<div class="pt-source-line"><span class="pt-source-ln" aria-hidden="true">${n}</span><span lang="ru">${escapeHtml(source[n - 1] ?? '')}</span></div>`,
      ),
  );
  return [
    `<details class="pt-source not-content" data-source-for="${anchor}" data-source-lines="${ranges.map(([a, b]) => `${a}-${b}`).join(' ')}" data-pagefind-ignore>`,
    `<summary>${w.summary}${label ? ` <span class="pt-source-where">(${label})</span>` : ''}</summary>`,
    lines.length
      ? `<div class="pt-source-intro">${w.intro}</div><div class="pt-source-text">${lines.join('')}</div>`
      : '',
    changes.length
      ? `<div class="pt-source-changes"><span class="pt-source-changes-label">${w.changes}:</span> ${changes.map(escapeHtml).join(' ')}</div>`
      : '',
    '</details>',
  ].join('');
}

const FLIP = {
  ru: {
    text: 'EN',
    label: (n: string) => `EN: пункт ${n} по-английски`,
    back: 'RU',
    backLabel: (n: string) => `RU: пункт ${n} снова по-русски`,
    failed: 'Не удалось загрузить английский текст',
  },
  en: {
    text: 'RU',
    label: (n: string) => `RU: paragraph ${n} in Russian`,
    back: 'EN',
    backLabel: (n: string) => `EN: paragraph ${n} back in English`,
    failed: 'Could not load the Russian text',
  },
} as const;

/**
 * The button (shown by the page's script) that flips a paragraph to the other language in place.
 * Its accessible name starts with its visible text ("EN: …"), as WCAG 2.5.3 asks.
 */
function flipButtonHtml(lang: PanelLang, anchor: string): string {
  const f = FLIP[lang];
  const n = anchor.replace(/^rule-/, '').replaceAll('-', '.');
  const label = f.label(n);
  return `<button type="button" class="pt-flip" data-flip="${anchor}" data-text="${f.text}" data-label="${label}" data-back="${f.back}" data-back-label="${f.backLabel(n)}" data-failed="${f.failed}" aria-label="${label}" title="${label}" aria-pressed="false" hidden>${f.text}</button>`;
}

const WRAPPER = /<div class="sl-heading-wrapper level-h\d"><h\d id="(rule-[\w-]+)"/g;

/**
 * `html` with a source panel after every rule heading (after the heading's wrapper) and, inside
 * the wrapper, the button that flips the paragraph to the other language. What the
 * panel says about editorial changes looks at the paragraph's own text, up to the next rule heading.
 */
export function withSourcePanels(
  html: string,
  page: string,
  lang: PanelLang,
  coverage: readonly CoverageEntry[],
  source: readonly string[],
): string {
  const heads = [...html.matchAll(WRAPPER)].map((m) => ({
    at: m.index,
    anchor: m[1] as string,
    end: html.indexOf('</div>', m.index) + '</div>'.length,
  }));
  let out = '';
  let from = 0;
  heads.forEach((h, i) => {
    const own = html.slice(h.end, heads[i + 1]?.at ?? html.length);
    const close = h.end - '</div>'.length;
    out +=
      html.slice(from, close) +
      flipButtonHtml(lang, h.anchor) +
      '</div>' +
      panelHtml(lang, h.anchor, rangesFor(coverage, page, h.anchor), source, own);
    from = h.end;
  });
  return out + html.slice(from);
}
