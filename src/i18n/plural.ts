/**
 * Plurals by the language's own rules (Intl.PluralRules): one count string per language, its forms
 * named by CLDR category. English has `one` and `other`; Russian `one` (1, 21, 101 …), `few`
 * (2-4, 22-24 …), `many` (0, 5-20, 25 …) and `other` (fractions).
 */

export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

const rules = new Map<string, Intl.PluralRules>();

const rulesOf = (lang: string): Intl.PluralRules => {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  return r;
};

/** The form for `n` (`#` in it stands for the number, written by `write`). */
export function plural(lang: string, n: number, forms: PluralForms, write: (n: number) => string = String): string {
  const form = forms[rulesOf(lang).select(n)] ?? forms.other;
  return form.replace(/#/g, write(n));
}

/**
 * A message with ICU plural blocks filled: `{n, plural, one {# question} other {# questions}}` takes
 * the form for `params.n` (`#` is the number). Other `{name}` placeholders are left for the caller.
 */
export function pluralize(lang: string, text: string, params: Readonly<Record<string, string | number>>): string {
  let out = '';
  let i = 0;
  const head = /\{(\w+), plural,/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const name = m[1] as string;
    let k = m.index + m[0].length;
    const forms: Record<string, string> = {};
    // options: `category {text}`, the text balanced in braces, until the closing brace
    for (;;) {
      while (text[k] === ' ') k++;
      if (text[k] === '}' || k >= text.length) break;
      const key = /^[a-z]+/.exec(text.slice(k))?.[0];
      if (!key) break;
      k += key.length;
      while (text[k] === ' ') k++;
      if (text[k] !== '{') break;
      let depth = 1;
      const start = k + 1;
      for (k = start; k < text.length && depth > 0; k++) depth += text[k] === '{' ? 1 : text[k] === '}' ? -1 : 0;
      forms[key] = text.slice(start, k - 1);
    }
    const value = params[name];
    out += text.slice(i, m.index);
    out +=
      typeof value === 'number' && forms.other !== undefined
        ? plural(lang, value, forms as PluralForms)
        : text.slice(m.index, k + 1);
    i = k + 1;
    head.lastIndex = i;
  }
  return out + text.slice(i);
}
