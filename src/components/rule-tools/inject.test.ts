import { describe, expect, test } from 'vitest';
import type { ParagraphTools } from './data.ts';
import { toolsHtml, withRuleTools } from './inject.ts';

const head = (level: number, id: string, text: string) =>
  `<div class="sl-heading-wrapper level-h${level}"><h${level} id="${id}">${text}</h${level}></div>`;

const example = {
  id: 's-nine-ball-push-001',
  source: 'scenario' as const,
  schematic: false,
  earlier: false,
  href: '/en/s/?v1.t9.b0CMoA2s1FIICkE9FfkAu4.gnine-ball.spA',
  same: true,
  situation: '',
  explain: 'Push out <legal>.',
  decides: true,
  cites: [{ id: '5.6', label: '5.6', title: 'Push out', href: '/en/rules/nine-ball/#rule-5-6' }],
};
const tools = new Map<string, ParagraphTools>([
  ['nine-ball#rule-5-6', { rule: '5.6', practice: 12, example }],
  ['nine-ball#rule-5-7', { rule: '5.7', practice: 0, example }],
  ['nine-ball#rule-5-8', { rule: '5.8', practice: 3, example: null }],
  ['eight-ball#rule-4-20-1', { rule: '4.20.1', practice: 2, example: null }],
]);

describe('the tools under a rule paragraph', () => {
  test.each([
    // anchor, practice link, example, marked not on a table
    ['rule-5-6', true, true, false],
    ['rule-5-6', true, false, true],
    ['rule-5-7', false, true, false],
    ['rule-5-8', true, false, false],
    ['rule-5-9', false, false, false],
  ])('%s: practise %s, example %s (marked no table: %s)', (anchor, practise, shown, marked) => {
    const html = toolsHtml('en', anchor, tools.get(`nine-ball#${anchor}`), marked);
    expect(html.includes('class="pt-practise"')).toBe(practise);
    expect(html.includes('<details class="pt-example"')).toBe(shown);
    if (!practise && !shown) expect(html).toBe('');
  });

  test('the practice link names the paragraph and its count; the example its permalink as a plain link', () => {
    const html = toolsHtml('en', 'rule-5-6', tools.get('nine-ball#rule-5-6'), false);
    expect(html).toContain('href="/en/trainer/?rule=5.6"');
    expect(html).toContain('>Practise (12)</a>');
    expect(html).toContain(`<a class="pt-example-link" href="${example.href}">`);
    expect(html).toContain('Push out &lt;legal&gt;.');
    expect(html).toContain('data-pagefind-ignore');
    // the citations come before the explanation
    expect(html.indexOf('Push out</')).toBeLessThan(html.indexOf('Push out &lt;legal'));
  });

  test('an example the paragraph applies in but does not decide says so and names the deciding paragraph', () => {
    const applies = {
      ...example,
      decides: false,
      cites: [
        { id: '6.2', label: '6.2', title: 'Fouls', href: '/en/rules/nine-ball/#rule-6-2' },
        { id: '3.17', label: '3.17', title: 'Ball in hand', href: '/en/rules/general/#rule-3-17' },
      ],
    };
    const t: ParagraphTools = { rule: '3.17', practice: 5, example: applies };
    const en = toolsHtml('en', 'rule-3-17', t, false);
    expect(en).toContain('<details class="pt-example" data-example="s-nine-ball-push-001" data-decides="false">');
    expect(en).toContain('>Example where it applies</summary>');
    expect(en).toContain('paragraph 6.2 decides it');
    expect(en).toMatch(
      /<p class="pt-example-role">Paragraph 3\.17 applies in this ruling: it is cited with <a href="\/en\/rules\/nine-ball\/#rule-6-2" data-rule="6\.2">6\.2<\/a> Fouls, which decides it\.<\/p>/,
    );
    const ru = toolsHtml('ru', 'rule-3-17', t, false);
    expect(ru).toContain('>Пример применения</summary>');
    expect(ru).toContain('Пункт 3.17 применяется в этом решении');
    // a deciding example keeps its plain label and no role line
    const plain = toolsHtml('en', 'rule-5-6', tools.get('nine-ball#rule-5-6'), false);
    expect(plain).toContain('>Example</summary>');
    expect(plain).not.toContain('data-decides');
    expect(plain).not.toContain('pt-example-role');
  });

  test('an authored question’s example says what it is, offers no replay, and its link promises the position only', () => {
    const question = {
      ...example,
      id: 'bw-jumped-ball',
      source: 'question' as const,
      schematic: true,
      href: '/en/s/?v1.t9.b0CMoA2s1FIICkE9FfkAu4.gbowlliards.spA',
      situation: 'A jumps the 3 off the table.',
      cites: [
        { id: 'bowlliards/10', label: 'Bowlliards 10', title: 'Jumped balls', href: '/en/rules/bowlliards/#rule-10' },
      ],
    };
    const t: ParagraphTools = { rule: 'bowlliards/10', practice: 3, example: question };
    const en = toolsHtml('en', 'rule-10', t, false);
    expect(en).toContain(
      '<details class="pt-example" data-example="bw-jumped-ball" data-source="question" data-schematic="">',
    );
    expect(en).toContain('>Example</summary>');
    expect(en).toContain('a trainer’s question whose ruling paragraph 10 decides');
    expect(en).toContain('<p class="pt-example-source">From the trainer’s questions, drawn as a schematic');
    expect(en).toContain('data-title="Schematic: the balls the question names, at made-up places"');
    expect(en).toContain('<p class="pt-example-situation">A jumps the 3 off the table.</p>');
    expect(en).not.toContain('pt-example-replay');
    expect(en).not.toContain('the position, the shot and its ruling');
    expect(en).toContain(
      `<a class="pt-example-link" href="${question.href}">Open on the table</a> (this position, to play`,
    );
    // its own position: no schematic
    const own = toolsHtml('ru', 'rule-10', { ...t, example: { ...question, schematic: false } }, false);
    expect(own).toContain('data-source="question">');
    expect(own).toContain('Из вопросов тренажёра: положение, как его рисует вопрос.');
    expect(own).not.toContain('pt-example-replay');
    expect(own).not.toContain('начало ударов');
    // a schematic of the shots before the question says where its board stands
    const earlier = toolsHtml('en', 'rule-10', { ...t, example: { ...question, earlier: true } }, false);
    expect(earlier).toContain('The board is where the shots before the question start');
    // a generated example keeps its replay and says nothing of questions
    const plain = toolsHtml('en', 'rule-5-6', tools.get('nine-ball#rule-5-6'), false);
    expect(plain).toContain('pt-example-replay');
    expect(plain).not.toContain('data-source');
    expect(plain).not.toContain('pt-example-source');
  });

  test('a recreational game paragraph links its own id, escaped for the address', () => {
    const t: ParagraphTools = { rule: 'six-ball/8.4', practice: 4, example: null };
    expect(toolsHtml('ru', 'rule-8-4', t, false)).toContain('href="/ru/trainer/?rule=six-ball%2F8.4"');
  });

  test('placed after the paragraph’s own content, before the next heading of any kind; a marked paragraph has no example', () => {
    const html = [
      head(2, 'rule-5-6', '5.6 Push out'),
      '<p>Text.</p>',
      head(2, 'rule-5-7', '5.7 Fouls'),
      '<p>More.</p><p class="pt-no-example" data-reason="definition" hidden></p>',
      head(2, 'simplified', 'Simplified'),
      '<p>Summary.</p>',
      head(3, 'rule-5-8', '5.8 Bad hit'),
    ].join('');
    const out = withRuleTools(html, 'nine-ball', 'en', tools);
    const at = (s: string) => out.indexOf(s);
    expect(at('data-tools-for="rule-5-6"')).toBeGreaterThan(at('<p>Text.</p>'));
    expect(at('data-tools-for="rule-5-6"')).toBeLessThan(at('id="rule-5-7"'));
    expect(out).not.toContain('data-tools-for="rule-5-7"');
    expect(at('data-tools-for="rule-5-8"')).toBeGreaterThan(at('id="rule-5-8"'));
    expect(out.match(/pt-rule-tools/g)).toHaveLength(2);
  });

  test('a numbered list item with its own permalink gets its tools inside the item', () => {
    const html = `${head(2, 'rule-4-20', '4.20 Loss of game')}<ol><li><span id="rule-4-20-1"></span>fouls while pocketing the 8-ball;</li><li>other</li></ol>`;
    const out = withRuleTools(html, 'eight-ball', 'en', tools);
    expect(out).toContain(
      'fouls while pocketing the 8-ball;<div class="pt-rule-tools not-content" data-tools-for="rule-4-20-1"',
    );
    expect(out).toMatch(/>Practise \(2\)<\/a><\/div><\/li><li>other<\/li>/);
  });
});
