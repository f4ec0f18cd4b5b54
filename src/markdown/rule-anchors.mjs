/**
 * Markdown (Sätteri hast) plugin: a heading whose text starts with a rule number
 * ("3.10 Cue ball in hand …", "6.7.3. Re-racking …", "8.4 Three fouls") gets the
 * permanent anchor `rule-3-10`, the same in every language because it comes from the
 * number, not from the words. Other headings keep the slug Astro gives them.
 */

/** Rule number at the start of a heading: "3.10", "6.7.3", or a game's "8" / "8.4". */
const RULE_NUMBER = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?(?:\s|$)/;

/** @param {string} text */
export function ruleAnchorOf(text) {
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
