// @ts-check

import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import { GAMES } from './src/core/rules/games.ts';
import cspInlineHashes from './src/integrations/csp-inline-hashes.mjs';
import gameClauses from './src/integrations/game-clauses.mjs';
import { ruleAnchorsPlugin } from './src/markdown/rule-anchors.mjs';
import offline from './src/quiz/offline.mjs';

/** The recreational games' rule pages, in the order of the source (sidebar order; src/core/rules/games.ts). */
const RECREATIONAL_GAMES = GAMES.flatMap((g) => (g.rules.sidebar === null ? [] : [g]))
  .sort((a, b) => (a.rules.sidebar ?? 0) - (b.rules.sidebar ?? 0))
  .map((g) => g.rules.page);

export default defineConfig({
  site: 'https://pool-rules.example',
  output: 'static',
  trailingSlash: 'always',
  // Starlight turns on prefetching every link on hover. Its script watches every change of the page for
  // new links (three observers, each walking every link of the page): on the quiz pages, whose islands
  // draw hundreds of nodes, a phone spent some 400 ms of its load in it, for a head start of a tap's
  // length on a page of a few kilobytes (and none once the service worker keeps the pages opened).
  prefetch: false,
  vite: {
    // a game's clause words load with the rulings' words, not with its names (src/i18n/games)
    plugins: [gameClauses()],
  },
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
      // Style attributes (Starlight's icons, Pagefind's result list) cannot be hashed one by
      // one; they can change how a page looks, never run code. <style> elements stay hashed.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
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
        Header: './src/components/Header.astro',
        LanguageSelect: './src/components/LanguageSelect.astro',
        MarkdownContent: './src/components/MarkdownContent.astro',
        Head: './src/components/Head.astro',
        // Starlight's theme scripts, safe where storage is blocked or full
        ThemeProvider: './src/components/ThemeProvider.astro',
        ThemeSelect: './src/components/ThemeSelect.astro',
      },
      customCss: ['./src/styles/rules.css'],
      sidebar: [
        {
          label: 'WPA rules',
          translations: { ru: 'Правила WPA' },
          items: ['general', 'tournament', 'referee', 'eight-ball', 'nine-ball', 'straight-pool', 'wheelchair'].map(
            (page) => ({ slug: `rules/${page}` }),
          ),
        },
        {
          label: 'Current WPA rules',
          translations: { ru: 'Действующие правила WPA' },
          items: ['general', 'eight-ball', 'nine-ball', 'straight-pool'].map((page) => ({
            slug: `rules/current/${page}`,
          })),
        },
        {
          label: 'Recreational games',
          translations: { ru: 'Развлекательные игры' },
          items: RECREATIONAL_GAMES.map((page) => ({ slug: `rules/${page}` })),
        },
        {
          label: 'Reference',
          translations: { ru: 'Справочник' },
          items: ['equipment', 'glossary'].map((page) => ({ slug: `rules/${page}` })),
        },
        {
          label: 'Practise',
          translations: { ru: 'Практика' },
          items: [
            { label: 'Table and referee', translations: { ru: 'Стол и судья' }, link: '/table/' },
            {
              label: 'Trainer: what is the ruling?',
              translations: { ru: 'Тренажёр: какое решение?' },
              link: '/trainer/',
            },
            { label: 'Referee exam', translations: { ru: 'Экзамен судьи' }, link: '/exam/' },
            { label: 'My progress', translations: { ru: 'Мой прогресс' }, link: '/progress/' },
          ],
        },
      ],
    }),
    mdx(),
    preact(),
    cspInlineHashes(),
    // after the CSP hashes: the service worker's cache version hashes the final pages
    offline(),
  ],
});
