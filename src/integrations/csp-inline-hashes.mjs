/**
 * Astro hashes the scripts and styles it bundles into each page's Content-Security-Policy,
 * but not `is:inline` scripts such as Starlight's theme and sidebar scripts. After the build,
 * this integration adds the SHA-256 hash of every inline <script> and <style> element of a
 * page to that page's policy, so the policy can stay free of 'unsafe-inline' for scripts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** Add the hashes of `sources` to the directive `name` of a policy string. */
function withHashes(policy, name, sources) {
  return policy
    .split(';')
    .map((directive) => {
      const [head, ...values] = directive.trim().split(/\s+/);
      if (head !== name) return directive;
      const missing = [...new Set(sources)].filter((s) => !values.includes(s));
      if (missing.length === 0) return directive;
      return ` ${[head, ...values, ...missing].join(' ')}`;
    })
    .join(';');
}

export function completePolicy(html) {
  const meta = META.exec(html);
  if (!meta) return html;
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1] ?? '').filter((s) => s.trim());
  const styles = [...html.matchAll(INLINE_STYLE)].map((m) => m[1] ?? '');
  let policy = meta[2] ?? '';
  policy = withHashes(policy, 'script-src', scripts.map(sha256));
  policy = withHashes(policy, 'style-src', styles.map(sha256));
  return html.replace(META, (_all, open, _old, close) => `${open}${policy}${close}`);
}

export default function cspInlineHashes() {
  return {
    name: 'csp-inline-hashes',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const files = htmlFiles(fileURLToPath(dir));
        for (const file of files) {
          const html = readFileSync(file, 'utf8');
          const done = completePolicy(html);
          if (done !== html) writeFileSync(file, done);
        }
        logger.info(`inline script and style hashes added to ${files.length} pages`);
      },
    },
  };
}
