/**
 * Markdown (Sätteri hast) plugin: a heading whose text starts with a rule number
 * ("3.10 Cue ball in hand …", "6.7.3. Re-racking …", "8.4 Three fouls") gets the
 * permanent anchor `rule-3-10`, the same in every language because it comes from the
 * number, not from the words. A heading of the current WPA rules, which number their
 * paragraphs differently ("WPA 2016 6.10 Bad cue ball placement"), gets `wpa-6-10`, so it
 * cannot be taken for the 1999 paragraph 6.10. Other headings keep the slug Astro gives them.
 */

/** Rule number at the start of a heading: "3.10", "6.7.3", or a game's "8" / "8.4". */
const RULE_NUMBER = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?(?:\s|$)/;

/** A paragraph of the current WPA Rules of Play: "WPA 2016 6.10", "WPA 2016 1.7". */
const CURRENT_RULE_NUMBER = /^WPA\s+20\d\d\s+(\d{1,2}(?:\.\d{1,2}){0,3})\.?(?:\s|$)/;

/** @param {string} text */
export function ruleAnchorOf(text) {
  const current = CURRENT_RULE_NUMBER.exec(text.trim());
  if (current) return `wpa-${current[1].replaceAll('.', '-')}`;
  const match = RULE_NUMBER.exec(text.trim());
  return match ? `rule-${match[1].replaceAll('.', '-')}` : undefined;
}

export function ruleAnchorsPlugin() {
  return () => ({
    name: 'rule-anchors',
    element: {
      filter: ['h2', 'h3', 'h4', 'h5', 'h6'],
      /** @param {any} node @param {any} ctx */
      visit(node, ctx) {
        if (typeof node.properties?.id === 'string') return;
        const id = ruleAnchorOf(ctx.textContent(node));
        if (id) ctx.setProperty(node, 'id', id);
      },
    },
  });
}
