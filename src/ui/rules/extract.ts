/**
 * The numbered paragraphs of a rule page, taken from its MDX source at build time: for each
 * heading that starts with a rule number, its title and the text up to the next heading, as
 * plain paragraphs. The boxes beside the rule (simplified rules, current WPA rules, editorial
 * notes: `:::` blocks), imports and diagrams are left out: the pop-over shows the rule itself
 * and links to the page for the rest. Pure: no file system, no Astro.
 */
export interface RuleText {
  /** `3.10` */
  readonly number: string;
  /** The heading without its number. */
  readonly title: string;
  /** Paragraphs (list items start with "• "). */
  readonly text: readonly string[];
}

/** Same rule as src/markdown/rule-anchors.mjs, so every anchor here exists on the page. */
const RULE_NUMBER = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?(?:\s|$)/;
const HEADING = /^(#{2,6})\s+(.*?)\s*#*\s*$/;
/** A paragraph of the current WPA Rules of Play: "WPA 2016 6.10 …" (anchor `wpa-6-10`). */
const CURRENT_RULE_NUMBER = /^WPA\s+20\d\d\s+(\d{1,2}(?:\.\d{1,2}){0,3})\.?(?:\s|$)/;

/** Inline Markdown to plain text: links keep their words, emphasis and code marks go. */
export function plainText(md: string): string {
  // Escaped characters are kept aside (as private-use characters) while the marks are taken out.
  const kept: string[] = [];
  return md
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, (_m, c: string) => String.fromCharCode(0xe000 + kept.push(c) - 1))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/[\ue000-\uf8ff]/g, (c) => kept[c.charCodeAt(0) - 0xe000] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function ruleParagraphs(mdx: string): Record<string, RuleText> {
  const out: Record<string, RuleText> = {};
  let current: { anchor: string; number: string; title: string; lines: string[] } | null = null;
  let inBox = false;
  let inFence = false;
  const flush = () => {
    if (!current) return;
    const text = current.lines
      .join('\n')
      .split(/\n\s*\n/)
      .flatMap((block) => {
        const lines = block.split('\n').filter((l) => l.trim() !== '');
        if (lines.length === 0) return [];
        // A list: one paragraph per item.
        if (lines.every((l, i) => /^\s*([-*+]|\d+[.)])\s/.test(l) || (i > 0 && /^\s{2,}\S/.test(l)))) {
          const items: string[] = [];
          for (const l of lines) {
            if (/^\s*([-*+]|\d+[.)])\s/.test(l)) items.push(l.replace(/^\s*([-*+]|\d+[.)])\s+/, ''));
            else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${l.trim()}`;
          }
          return items.map((i) => `• ${plainText(i)}`);
        }
        return [plainText(lines.join(' '))];
      })
      .filter((p) => p !== '' && p !== '•');
    if (!(current.anchor in out)) out[current.anchor] = { number: current.number, title: current.title, text };
    current = null;
  };
  for (const line of mdx.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    if (/^:::/.test(line.trim())) {
      inBox = line.trim() !== ':::';
      continue;
    }
    if (inBox) continue;
    const h = HEADING.exec(line);
    if (h) {
      flush();
      const heading = plainText(h[2] ?? '');
      const wpa = CURRENT_RULE_NUMBER.exec(heading);
      const m = wpa ?? RULE_NUMBER.exec(heading);
      if (m?.[1]) {
        current = {
          anchor: `${wpa ? 'wpa' : 'rule'}-${m[1].replaceAll('.', '-')}`,
          number: wpa ? `WPA ${heading.split(/\s+/)[1]} ${m[1]}` : m[1],
          title: heading.slice(m[0].length).trim(),
          lines: [],
        };
      }
      continue;
    }
    if (!current) continue;
    // MDX: imports, exports, components (<Table … />), comments.
    if (/^\s*(import|export)\s/.test(line) || /^\s*<\/?[A-Z]/.test(line) || /^\s*\{\/\*/.test(line)) continue;
    current.lines.push(line);
  }
  flush();
  return out;
}
