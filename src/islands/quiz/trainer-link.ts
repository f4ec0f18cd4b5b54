/**
 * The trainer's links: "drill my wrong ones" from an exam report (the questions in order, under the
 * edition the paper was sat under), and the `edition` parameter the trainer reads from its address.
 */
import type { Edition } from '../../core/editions/overrides.ts';
import { EDITION_CHOICES } from './Editions.tsx';

/** The trainer drilling exactly `keys` (`id#variant`, in order), asked under `edition`. */
export const drillHref = (lang: string, keys: readonly string[], edition: Edition): string =>
  `/${lang}/trainer/?drill=${encodeURIComponent(keys.join(','))}&edition=${edition}`;

/** What a link says about the edition: nothing, one the trainer knows, or a value it does not. */
export type EditionParam =
  | { readonly ok: true; readonly edition: Edition | null }
  | { readonly ok: false; readonly param: 'edition'; readonly value: string };

/** The `edition` parameter of a query: absent is fine, an unknown value is a problem naming the parameter. */
export function editionParam(query: URLSearchParams): EditionParam {
  const value = query.get('edition');
  if (value === null) return { ok: true, edition: null };
  const edition = EDITION_CHOICES.find((e) => e === value);
  return edition ? { ok: true, edition } : { ok: false, param: 'edition', value };
}
