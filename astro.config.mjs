// @ts-check

import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import { ruleAnchorsPlugin } from './src/markdown/rule-anchors.mjs';

export default defineConfig({
  site: 'https://pool-rules.example',
  output: 'static',
  trailingSlash: 'always',
  markdown: {
    processor: satteri({ hastPlugins: [ruleAnchorsPlugin()] }),
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // Pagefind compiles its WebAssembly search index in the browser.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    },
  },
  integrations: [
    starlight({
      title: { en: 'Pool Rules', ru: 'Правила пула' },
      defaultLocale: 'ru',
      locales: {
        ru: { label: 'Русский', lang: 'ru' },
        en: { label: 'English', lang: 'en' },
      },
      favicon: '/favicon.svg',
      components: {
        LanguageSelect: './src/components/LanguageSelect.astro',
        MarkdownContent: './src/components/MarkdownContent.astro',
      },
      customCss: ['./src/styles/rules.css'],
      sidebar: [
        {
          label: 'Rules',
          translations: { ru: 'Правила' },
          items: [{ autogenerate: { directory: 'rules' } }],
        },
      ],
    }),
    mdx(),
    preact(),
  ],
});
