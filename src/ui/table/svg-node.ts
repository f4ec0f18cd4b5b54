/**
 * A tiny SVG document model: the renderer builds these plain nodes once, and two emitters turn
 * them into markup (a string at build time and for downloads) or Preact elements (the island),
 * so the static diagram and the live one are the same drawing.
 */
export type AttrValue = string | number;

export interface SvgNode {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, AttrValue>>;
  readonly children?: readonly SvgNode[];
  /** Text content (escaped by every emitter). */
  readonly text?: string;
}

export const el = (
  tag: string,
  attrs: Record<string, AttrValue | undefined> = {},
  children?: readonly SvgNode[] | string,
): SvgNode => {
  const clean: Record<string, AttrValue> = {};
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) clean[k] = v;
  return typeof children === 'string' ? { tag, attrs: clean, text: children } : { tag, attrs: clean, children };
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an XML attribute or text node. */
const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Numbers in SVG markup: at most 2 decimals, no `-0`. */
export function num(value: number): string {
  const r = Math.round(value * 100) / 100;
  return String(r === 0 ? 0 : r);
}

const attrText = (v: AttrValue): string => (typeof v === 'number' ? num(v) : v);

/** Serializes a node (and its children) to SVG markup. */
export function toMarkup(node: SvgNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(attrText(v))}"`)
    .join('');
  const inner =
    node.text !== undefined ? escapeXml(node.text) : node.children ? node.children.map(toMarkup).join('') : '';
  return inner === '' ? `<${node.tag}${attrs}/>` : `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}
