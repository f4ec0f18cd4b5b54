/**
 * The edge both commands share: the JSON text read with limits (size, depth, duplicate keys),
 * strict zod schemas turned into one-line messages that name the field, and records keyed by
 * player without a prototype. A message never repeats the input: it names the field path
 * (long or odd keys shortened and escaped) and says what is wrong.
 */
import { z } from 'zod';

/** Bad input: exit 2 with `message` (one line, at most MAX_MESSAGE characters). */
export class InputError extends Error {
  /** the kind of problem, for the fuzz figures */
  constructor(
    message: string,
    readonly kind: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

export const LIMITS = Object.freeze({
  /** characters of JSON text */
  maxChars: 16 * 1024 * 1024,
  /** nesting of arrays and objects; a referee log needs 8, a simulate batch 4 */
  maxDepth: 32,
  /** characters of an object key */
  maxKey: 200,
});

export const MAX_MESSAGE = 200;

/** A key as it appears in a path: plain names as they are, others quoted, escaped and shortened. */
export function keyText(key: string): string {
  if (/^[A-Za-z0-9_][A-Za-z0-9_-]{0,39}$/.test(key)) return key;
  const shown = key.length > 24 ? `${key.slice(0, 24)}…` : key;
  // escape quotes, backslashes and everything outside printable ASCII
  const esc = shown.replace(/[^ -~…]|["\\]/g, (c) =>
    c === '"' || c === '\\' ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `"${esc}"`;
}

/** Contract paths: object keys dotted, array indexes in brackets (`steps[0].shot.by`). */
export function pathText(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else {
      const k = keyText(String(p));
      out += k.startsWith('"') ? `[${k}]` : out === '' ? k : `.${k}`;
    }
  }
  return out || 'input';
}

/** One line of at most MAX_MESSAGE characters: `field: what is wrong`. */
export function oneLine(field: string, detail: string): string {
  let text = '';
  for (const ch of `${field}: ${detail}`) {
    const c = ch.codePointAt(0) as number;
    text += c < 0x20 || (c >= 0x7f && c < 0xa0) || c === 0x2028 || c === 0x2029 ? ' ' : ch;
  }
  text = text.replace(/\s+/g, ' ');
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

// ---------------------------------------------------------------- JSON text

interface ObjectFrame {
  kind: 'object';
  keys: Set<string>;
  key: string | null;
}
interface ArrayFrame {
  kind: 'array';
  index: number;
}
type Frame = ObjectFrame | ArrayFrame;

const framePath = (stack: readonly Frame[]): string =>
  pathText(stack.flatMap((f): PropertyKey[] => (f.kind === 'array' ? [f.index] : f.key === null ? [] : [f.key])));

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Reads JSON text: syntax errors by position (never the text itself), nesting deeper than
 * LIMITS.maxDepth, keys longer than LIMITS.maxKey and keys given twice in one object are bad
 * input naming the field. Walks the text without recursion, then lets JSON.parse build the value.
 */
export function parseJsonText(text: string): unknown {
  if (text.length > LIMITS.maxChars)
    throw new InputError(oneLine('input', `longer than ${LIMITS.maxChars / 1024 / 1024} MB of JSON`), 'size');
  const stack: Frame[] = [];
  const n = text.length;
  let i = 0;
  const syntax = (what: string): never => {
    throw new InputError(oneLine('input', `not valid JSON: ${what} at character ${i + 1}`), 'json');
  };
  const skip = () => {
    while (i < n && WS.has(text.charCodeAt(i))) i += 1;
  };
  const readString = (): string => {
    // text[i] is the opening quote
    const start = i;
    i += 1;
    let escaped = false;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) break;
      if (c < 0x20) syntax('a control character in a string');
      if (c === 0x5c) {
        escaped = true;
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) syntax('a bad \\u escape');
          i += 6;
          continue;
        }
        if (e === undefined || !'"\\/bfnrt'.includes(e)) syntax('a bad escape');
        i += 2;
        continue;
      }
      i += 1;
    }
    if (i >= n) syntax('an unterminated string');
    i += 1;
    return escaped ? (JSON.parse(text.slice(start, i)) as string) : text.slice(start + 1, i - 1);
  };
  const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
  const readScalar = () => {
    const c = text[i];
    if (c === '"') return void readString();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) syntax(c === undefined ? 'unexpected end' : 'an unexpected character');
    i += (m as RegExpExecArray)[0].length;
  };
  /** after a value: the enclosing container's separator or end */
  const afterValue = (): boolean => {
    for (;;) {
      skip();
      const top = stack[stack.length - 1];
      if (!top) return false;
      const c = text[i];
      if (top.kind === 'array') {
        if (c === ',') {
          i += 1;
          top.index += 1;
          return true;
        }
        if (c === ']') {
          i += 1;
          stack.pop();
          continue;
        }
        syntax('expected , or ]');
      } else {
        if (c === ',') {
          i += 1;
          readKey(top);
          return true;
        }
        if (c === '}') {
          i += 1;
          stack.pop();
          continue;
        }
        syntax('expected , or }');
      }
    }
  };
  const readKey = (top: ObjectFrame) => {
    skip();
    if (text[i] !== '"') syntax('expected a key');
    const at = i;
    const key = readString();
    if (key.length > LIMITS.maxKey) {
      i = at;
      throw new InputError(oneLine(framePath(stack), `a key longer than ${LIMITS.maxKey} characters`), 'size');
    }
    top.key = key;
    if (top.keys.has(key)) throw new InputError(oneLine(framePath(stack), 'this key is given twice'), 'duplicate-key');
    top.keys.add(key);
    skip();
    if (text[i] !== ':') syntax('expected :');
    i += 1;
  };

  for (;;) {
    skip();
    const c = text[i];
    if (c === '{' || c === '[') {
      if (stack.length >= LIMITS.maxDepth)
        throw new InputError(oneLine(framePath(stack), `nested deeper than ${LIMITS.maxDepth} levels`), 'depth');
      i += 1;
      skip();
      if (c === '{') {
        const frame: ObjectFrame = { kind: 'object', keys: new Set(), key: null };
        stack.push(frame);
        if (text[i] === '}') {
          i += 1;
          stack.pop();
          if (!afterValue()) break;
          continue;
        }
        readKey(frame);
      } else {
        stack.push({ kind: 'array', index: 0 });
        if (text[i] === ']') {
          i += 1;
          stack.pop();
          if (!afterValue()) break;
        }
      }
      continue;
    }
    readScalar();
    if (!afterValue()) break;
  }
  skip();
  if (i < n) syntax('text after the end of the document');
  return JSON.parse(text);
}

// ---------------------------------------------------------------- zod issues

type Issue = z.core.$ZodIssue;

/** The first issue of a failed parse as `path: message`, without the input. */
export function issueText(issues: readonly Issue[], prefix: ReadonlyArray<PropertyKey> = []): string {
  const issue = firstIssue(issues);
  if (!issue) return oneLine(pathText(prefix), 'invalid input');
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') return oneLine(pathText([...path, issue.keys[0] ?? '']), 'unknown field');
  if (issue.code === 'invalid_type' && issue.input === undefined && issue.expected !== 'undefined')
    return oneLine(pathText(path), 'missing');
  return oneLine(pathText(path), messageOf(issue));
}

/** The issue to report: an unknown field first (a misspelt key also explains the field "missing"), else the first. */
export function firstIssue(issues: readonly Issue[]): Issue | undefined {
  return issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
}

function messageOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.startsWith('Invalid input') ? `expected ${article(issue.expected)}` : issue.message;
    case 'too_big':
      return issue.origin === 'array'
        ? `at most ${issue.maximum} items`
        : issue.origin === 'string'
          ? `at most ${issue.maximum} characters`
          : issue.message.startsWith('Too big')
            ? `at most ${issue.maximum}`
            : issue.message;
    case 'too_small':
      return issue.origin === 'array'
        ? `at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
        : issue.origin === 'string'
          ? 'must not be empty'
          : issue.message.startsWith('Too small')
            ? `at least ${issue.minimum}`
            : issue.message;
    case 'invalid_value':
      return issue.message.startsWith('Invalid') ? 'not an accepted value' : issue.message;
    case 'invalid_union':
      return issue.message.startsWith('Invalid') ? 'not an accepted value' : issue.message;
    case 'not_multiple_of':
      return 'expected a whole number';
    default:
      return issue.message.startsWith('Invalid') ? 'invalid value' : issue.message;
  }
}

const article = (t: string) => (t === 'int' ? 'a whole number' : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

// ---------------------------------------------------------------- schemas

/** A finite number (JSON has no NaN, but a huge literal reads as Infinity). */
export const finite = z.number().refine(Number.isFinite, 'must be a finite number');

/**
 * A record keyed by player (or ball) ids, checked key by key: keys such as `__proto__` or
 * `toString` are ordinary keys, the result has no prototype, and every value's errors keep their path.
 */
export function keyedRecord<T extends z.ZodType>(
  value: T,
  opts: { maxKeys: number; key?: (k: string) => string | null; what?: string } = { maxKeys: 64 },
) {
  return (
    z
      .unknown()
      .transform((input, ctx): Record<string, z.output<T>> => {
        if (typeof input !== 'object' || input === null || Array.isArray(input)) {
          ctx.addIssue({ code: 'custom', message: `expected an object ${opts.what ?? '{"id": value}'}` });
          return z.NEVER;
        }
        const keys = Object.keys(input);
        if (keys.length > opts.maxKeys) {
          ctx.addIssue({ code: 'custom', message: `at most ${opts.maxKeys} entries` });
          return z.NEVER;
        }
        const out: Record<string, z.output<T>> = Object.create(null);
        for (const k of keys) {
          const bad = opts.key?.(k);
          if (bad) {
            ctx.addIssue({ code: 'custom', message: bad, path: [k] });
            return z.NEVER;
          }
          const r = value.safeParse((input as Record<string, unknown>)[k], { reportInput: true });
          if (!r.success) {
            const issue = firstIssue(r.error.issues) as Issue;
            const extra = issue.code === 'unrecognized_keys' ? [issue.keys[0] ?? ''] : [];
            ctx.addIssue({ code: 'custom', message: issueDetail(issue), path: [k, ...issue.path, ...extra] });
            return z.NEVER;
          }
          out[k] = r.data;
        }
        return out;
      })
      // what the transform accepts, for the contract's field index (tests/contract.test.ts)
      .meta({ accepts: z.record(z.string(), value) })
  );
}

/** The message of a nested issue, already worded for the user (used when re-raising it). */
function issueDetail(issue: Issue): string {
  if (issue.code === 'unrecognized_keys') return 'unknown field';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'missing';
  return messageOf(issue);
}

/** The path of an issue, with the unknown key itself for an unknown field. */
export function issuePath(issue: Issue): PropertyKey[] {
  return issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : [...issue.path];
}
