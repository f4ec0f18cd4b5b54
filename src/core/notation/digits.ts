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
