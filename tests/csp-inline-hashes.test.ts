import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { completePolicy } from '../src/integrations/csp-inline-hashes.mjs';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('completePolicy', () => {
  const page = (policy: string, body: string) =>
    `<head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body>`;

  test('adds the hash of each inline script and style element, once', () => {
    const html = page(
      "default-src 'self'; script-src 'self'; style-src 'self'",
      '<script>a()</script><script>a()</script><script type="module" src="/x.js"></script><style>p{}</style>',
    );
    const out = completePolicy(html);
    expect(out).toContain(`script-src 'self' ${hash('a()')};`);
    expect(out).toContain(`style-src 'self' ${hash('p{}')}"`);
    expect(out.match(new RegExp(hash('a()').replace(/[+/=]/g, '\\$&'), 'g'))).toHaveLength(1);
  });

  test('keeps hashes already present and leaves pages without a policy alone', () => {
    const html = page(`script-src 'self' ${hash('b()')}`, '<script>b()</script>');
    expect(completePolicy(html)).toBe(html);
    expect(completePolicy('<p>no policy</p><script>c()</script>')).toBe('<p>no policy</p><script>c()</script>');
  });
});
