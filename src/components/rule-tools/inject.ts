/**
 * Under each numbered paragraph of a rendered rule page (after its own text, before the next
 * heading): **Practise (N)**, a link to the trainer asking the N questions that drill it, and
 * **Example**, a collapsed position and shot where the paragraph decides the ruling: its ruling with
 * the citations first, and its permalink to the table written in the page (a plain link, reachable
 * without JavaScript). Where no ruling is decided by the paragraph, the example is one it applies in
 * (cited after the deciding paragraph): labelled **Example where it applies**, it names the paragraph
 * that decides it, and its `<details>` carries `data-decides="false"`. Where no generated question
 * cites the paragraph, the example is an authored question of the trainer (`data-source="question"`):
 * its position as the trainer draws it (a schematic, said so, when the question has none of its own),
 * the author's account of what happens, its ruling and citations, and a link to the table with that
 * position only: no replay button, and the link's hint does not promise a shot. The page's script
 * draws the board when the example is opened and loads the replay only when it is asked for.
 *
 * A paragraph that cannot be shown on a table (a definition, an equipment size) is marked in the
 * page's source, `<NoExample reason="…" />` before its next heading: it gets no example, and the
 * coverage report counts it apart (scripts/rule-coverage.mjs).
 */
import type { ParagraphTools } from './data.ts';

export type ToolsLang = 'ru' | 'en';

const WORDS = {
  en: {
    practise: (n: number) => `Practise (${n})`,
    practiseLabel: (rule: string, n: number) => `Practise (${n}): the trainer’s questions on paragraph ${rule}`,
    example: 'Example',
    exampleOf: (rule: string) => `Example: a shot where paragraph ${rule} decides the ruling`,
    applies: 'Example where it applies',
    appliesOf: (rule: string, by: string) =>
      `Example where it applies: a shot whose ruling applies paragraph ${rule}; paragraph ${by} decides it`,
    role: (rule: string, by: string) =>
      `Paragraph ${rule} applies in this ruling: it is cited with ${by}, which decides it.`,
    cited: 'Ruling cites',
    open: 'Open on the table',
    openHint: 'the position, the shot and its ruling',
    approx: 'The link starts the cue ball a hair off the question’s line: the shot may run slightly differently.',
    board: 'The position before the shot',
    replay: 'Replay the shot here',
    failed: 'Could not load the table',
    questionOf: (rule: string) => `Example: a trainer’s question whose ruling paragraph ${rule} decides`,
    questionAppliesOf: (rule: string, by: string) =>
      `Example where it applies: a trainer’s question whose ruling applies paragraph ${rule}; paragraph ${by} decides it`,
    question:
      'From the trainer’s questions: the position as the question draws it. What happens is told in words; there is no replay.',
    questionSchematic:
      'From the trainer’s questions, drawn as a schematic: the balls the question names at made-up places, not the real position. What happens is told in words; there is no replay.',
    questionEarlier:
      'The board is where the shots before the question start; the question asks about the position they lead to.',
    questionBoard: 'The position the question draws',
    schematicBoard: 'Schematic: the balls the question names, at made-up places',
    openPosition: 'this position, to play the question out yourself with the referee’s rulings',
  },
  ru: {
    practise: (n: number) => `Тренировка (${n})`,
    practiseLabel: (rule: string, n: number) => `Тренировка (${n}): вопросы тренажёра по пункту ${rule}`,
    example: 'Пример',
    exampleOf: (rule: string) => `Пример: удар, решение о котором определяет пункт ${rule}`,
    applies: 'Пример применения',
    appliesOf: (rule: string, by: string) =>
      `Пример применения: удар, в решении о котором применяется пункт ${rule}; определяет решение пункт ${by}`,
    role: (rule: string, by: string) =>
      `Пункт ${rule} применяется в этом решении: он указан вместе с пунктом ${by}, который и определяет решение.`,
    cited: 'Решение ссылается на',
    open: 'Открыть на столе',
    openHint: 'положение, удар и решение судьи',
    approx: 'Ссылка ставит биток чуть в стороне от линии вопроса: удар может пройти немного иначе.',
    board: 'Положение перед ударом',
    replay: 'Повторить удар здесь',
    failed: 'Не удалось загрузить стол',
    questionOf: (rule: string) => `Пример: вопрос тренажёра, решение по которому определяет пункт ${rule}`,
    questionAppliesOf: (rule: string, by: string) =>
      `Пример применения: вопрос тренажёра, в решении по которому применяется пункт ${rule}; определяет решение пункт ${by}`,
    question: 'Из вопросов тренажёра: положение, как его рисует вопрос. Что происходит, описано словами; повтора нет.',
    questionSchematic:
      'Из вопросов тренажёра, в виде схемы: шары, названные в вопросе, в условных местах, а не настоящее положение. Что происходит, описано словами; повтора нет.',
    questionEarlier:
      'На схеме — начало ударов, предшествующих вопросу; вопрос касается положения, к которому они приводят.',
    questionBoard: 'Положение, которое рисует вопрос',
    schematicBoard: 'Схема: шары, названные в вопросе, в условных местах',
    openPosition: 'это положение, чтобы самому разыграть вопрос с решениями судьи',
  },
} as const;

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The marker a page's source leaves where a paragraph cannot be shown on a table. */
const NO_EXAMPLE = /<p class="pt-no-example"[^>]*data-reason="([^"]*)"[^>]*><\/p>/;

/** The tools' HTML for one paragraph (empty when it has neither practice nor an example). */
export function toolsHtml(
  lang: ToolsLang,
  anchor: string,
  tools: ParagraphTools | undefined,
  noExample: boolean,
): string {
  const w = WORDS[lang];
  const number = anchor.replace(/^rule-/, '').replaceAll('-', '.');
  const practice =
    tools && tools.practice > 0
      ? `<a class="pt-practise" href="/${lang}/trainer/?rule=${encodeURIComponent(tools.rule)}" data-rule="${esc(tools.rule)}" data-count="${tools.practice}" aria-label="${esc(w.practiseLabel(number, tools.practice))}">${w.practise(tools.practice)}</a>`
      : '';
  const ex = noExample ? null : (tools?.example ?? null);
  const by = ex && !ex.decides ? ex.cites[0] : undefined;
  const byLink = by ? `<a href="${esc(by.href)}" data-rule="${esc(by.id)}">${esc(by.label)}</a> ${esc(by.title)}` : '';
  const asked = ex?.source === 'question';
  const summary = by
    ? `<summary aria-label="${esc(asked ? w.questionAppliesOf(number, by.label) : w.appliesOf(number, by.label))}">${w.applies}</summary>`
    : `<summary aria-label="${esc(asked ? w.questionOf(number) : w.exampleOf(number))}">${w.example}</summary>`;
  const boardTitle = !asked ? w.board : ex?.schematic ? w.schematicBoard : w.questionBoard;
  const example = ex
    ? [
        `<details class="pt-example" data-example="${esc(ex.id)}"${by ? ' data-decides="false"' : ''}${asked ? ` data-source="question"${ex.schematic ? ' data-schematic=""' : ''}` : ''}>`,
        summary,
        `<div class="pt-example-body">`,
        asked
          ? `<p class="pt-example-source">${ex.schematic ? w.questionSchematic : w.question}${ex.earlier ? ` ${w.questionEarlier}` : ''}</p>`
          : '',
        by ? `<p class="pt-example-role">${w.role(number, byLink)}</p>` : '',
        ex.situation ? `<p class="pt-example-situation">${esc(ex.situation)}</p>` : '',
        `<div class="pt-example-board" data-board="${esc(ex.href)}" data-title="${esc(boardTitle)}" data-failed="${esc(w.failed)}"></div>`,
        // an authored question's link carries its position only: nothing to replay
        asked
          ? ''
          : `<button type="button" class="pt-example-replay" data-replay="${esc(ex.href)}" hidden>${w.replay}</button>`,
        `<p class="pt-example-ruling"><span class="pt-example-cites"><strong>${w.cited}:</strong> ${ex.cites
          .map((c) => `<a href="${esc(c.href)}" data-rule="${esc(c.id)}">${esc(c.label)}</a> ${esc(c.title)}`)
          .join('; ')}.</span> ${esc(ex.explain)}</p>`,
        `<p class="pt-example-open"><a class="pt-example-link" href="${esc(ex.href)}">${w.open}</a> (${asked ? w.openPosition : w.openHint})${ex.same ? '' : ` <span class="pt-example-approx">${w.approx}</span>`}</p>`,
        '</div></details>',
      ].join('')
    : '';
  if (!practice && !example) return '';
  return `<div class="pt-rule-tools not-content" data-tools-for="${anchor}" data-pagefind-ignore>${practice}${example}</div>`;
}

const HEADING = /<div class="sl-heading-wrapper level-h\d"><h\d id="([\w-]+)"/g;
/** A numbered item of a list with its own permalink (`4.20.1`): `<li><span id="rule-4-20-1"></span>…</li>`. */
const ITEM = /(<li><span id="(rule-[\w-]+)"><\/span>[\s\S]*?)(<\/li>)/g;

/**
 * `html` with the tools after every rule paragraph's own content (up to the next heading of any
 * kind), and at the end of every list item that has its own permalink. `page` is the page's slug
 * (`nine-ball`); `tools` is keyed `page#anchor`.
 */
export function withRuleTools(
  html: string,
  page: string,
  lang: ToolsLang,
  tools: ReadonlyMap<string, ParagraphTools>,
): string {
  const heads = [...html.matchAll(HEADING)].map((m) => ({ at: m.index, anchor: m[1] as string }));
  let out = '';
  let from = 0;
  heads.forEach((h, i) => {
    if (!h.anchor.startsWith('rule-')) return;
    const end = heads[i + 1]?.at ?? html.length;
    const own = html.slice(h.at, end);
    const block = toolsHtml(lang, h.anchor, tools.get(`${page}#${h.anchor}`), NO_EXAMPLE.test(own));
    out += html.slice(from, end) + block;
    from = end;
  });
  return (out + html.slice(from)).replace(
    ITEM,
    (_m, own: string, anchor: string, close: string) =>
      own + toolsHtml(lang, anchor, tools.get(`${page}#${anchor}`), NO_EXAMPLE.test(own)) + close,
  );
}
