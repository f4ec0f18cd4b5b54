import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { z } from 'astro/zod';

/** UI strings of our own, beside Starlight's: every key exists in both languages (checked by a test). */
const appStrings = z.object({
  'app.tagline': z.string(),
  'app.languageSwitch': z.string(),
  'nav.label': z.string(),
  'nav.menu': z.string(),
  'nav.rules': z.string(),
  'nav.table': z.string(),
  'nav.match': z.string(),
  'nav.trainer': z.string(),
  'nav.exam': z.string(),
  'nav.progress': z.string(),
  'home.rules': z.string(),
  'rule.copyLink': z.string(),
  'rule.linkCopied': z.string(),
  'redirect.choose': z.string(),
});

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema({ extend: appStrings.partial() }) }),
};
