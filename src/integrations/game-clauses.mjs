/**
 * src/i18n/games/{en,ru}.ts hold each game's names (`GAMES_EN`, loaded up front by the table and by
 * every cited paragraph) and the words of the clauses only that game says (`GAME_CLAUSES_EN`, read by
 * the rulings' words, which load on demand). A bundler puts a module into one chunk whole, with every
 * export that some page uses, so the clause words would load with the names. The rulings' words
 * therefore import the file under a second id (`…/games/en.ts?clauses`): two modules of one source,
 * each tree-shaken on its own, the names in the names' chunk and the clause words in the rulings'.
 * Only the build sees the second id; the type-check and the tests import the file as it is.
 */
import { readFile } from 'node:fs/promises';

/** one language's rulings' words (`rulings/en.ts`), not the names' readers beside them (`rulings/cite.ts`) */
const RULINGS = /\/src\/i18n\/rulings\/[a-z]{2}\.ts$/;
const GAMES = /\/src\/i18n\/games\/[a-z]{2}\.ts$/;
const SUFFIX = '?clauses';

/** @returns {import('vite').Plugin} */
export default function gameClauses() {
  return {
    name: 'pool-rules-game-clauses',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !RULINGS.test(importer.split('?')[0] ?? '') || !source.includes('/games/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !GAMES.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${SUFFIX}` };
    },
    async load(id) {
      if (!id.endsWith(SUFFIX) || !GAMES.test(id.slice(0, -SUFFIX.length))) return null;
      return { code: await readFile(id.slice(0, -SUFFIX.length), 'utf8'), moduleType: 'ts' };
    },
  };
}
