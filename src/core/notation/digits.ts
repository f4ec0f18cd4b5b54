/**
 * Fixed-width unsigned integers in the base64url alphabet (6 bits a character): compact and
 * safe in a URL query without escaping.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

export function encodeUint(value: number, width: number): string {
  let v = value;
  let out = '';
  for (let i = 0; i < width; i++) {
    out = ALPHABET[v % 64] + out;
    v = Math.floor(v / 64);
  }
  return out;
}

/** The integer, or undefined when a character is not in the alphabet. */
export function decodeUint(text: string): number | undefined {
  let v = 0;
  for (const c of text) {
    const d = VALUE.get(c);
    if (d === undefined) return undefined;
    v = v * 64 + d;
  }
  return v;
}

/** ASCII text in base64url (no padding): a JSON section of a link, safe in a URL query. */
export function encodeAscii(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const n = Math.min(3, text.length - i);
    let v = 0;
    for (let k = 0; k < 3; k++) v = v * 256 + (k < n ? text.charCodeAt(i + k) & 0xff : 0);
    out += encodeUint(v, 4).slice(0, n + 1);
  }
  return out;
}

/** The ASCII text, or undefined when the characters are not base64url (or one length off a whole byte). */
export function decodeAscii(code: string): string | undefined {
  if (code.length % 4 === 1) return undefined;
  let out = '';
  for (let i = 0; i < code.length; i += 4) {
    const chunk = code.slice(i, i + 4);
    const v = decodeUint(chunk.padEnd(4, 'A'));
    if (v === undefined) return undefined;
    const bytes = [(v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff].slice(0, chunk.length - 1);
    out += String.fromCharCode(...bytes);
  }
  return out;
}
