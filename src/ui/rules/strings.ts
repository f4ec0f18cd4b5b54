/** Words of the rule pop-over in both languages (the component takes the page's language). */
export interface RuleRefStrings {
  readonly rule: (n: string) => string;
  readonly loading: string;
  readonly failed: string;
  readonly missing: string;
  readonly open: (n: string) => string;
  readonly close: string;
  readonly showText: (n: string) => string;
}

const en: RuleRefStrings = {
  rule: (n) => `Rule ${n}`,
  loading: 'Loading the rule…',
  failed: 'The text could not be loaded. The link below opens the rule on its page.',
  missing: 'This paragraph has no text of its own here; the link below opens it on its page.',
  open: (n) => `Rule ${n} on its page`,
  close: 'Close',
  showText: (n) => `Rule ${n}: show the text`,
};

const ru: RuleRefStrings = {
  rule: (n) => `Правило ${n}`,
  loading: 'Загружаем правило…',
  failed: 'Не удалось загрузить текст. Ссылка ниже открывает правило на его странице.',
  missing: 'У этого пункта нет здесь своего текста; ссылка ниже открывает его на странице.',
  open: (n) => `Правило ${n} на его странице`,
  close: 'Закрыть',
  showText: (n) => `Правило ${n}: показать текст`,
};

export const ruleRefStrings = (lang: string): RuleRefStrings => (lang === 'en' ? en : ru);
