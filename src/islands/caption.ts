import type { Edition } from '../core/editions/overrides.ts';
import type { Situation } from '../core/notation/index.ts';
import type { GameId } from '../core/vocabulary/index.ts';
import { ruleLabel } from '../i18n/rulings/cite.ts';
import type { TableStrings } from '../i18n/table/index.ts';
import { loadRuleText } from '../ui/rules/load.ts';
import type { ShotParams } from '../ui/table/replay.ts';
import type { RulingOutcome } from './ruling.ts';

/**
 * The caption of an exported picture, so that it stands on its own in a dispute: the game and
 * the shooter, the ruling and why, who plays next, the rules cited (with their titles when the
 * rule texts can be fetched), the shot, and what the lines mean.
 */
export interface CaptionInput {
  readonly t: TableStrings;
  readonly lang: string;
  readonly game: GameId | null;
  readonly situation: Situation;
  readonly shot: ShotParams;
  readonly outcome: RulingOutcome | null;
  readonly played: boolean;
  readonly link: string;
  /** the edition the ruling was made under, named when it is not the 1999 rules */
  readonly edition?: Edition;
}

export async function captionLines(x: CaptionInput): Promise<string[]> {
  const { t } = x;
  const lines: string[] = [];
  const ruled = x.outcome?.ok ? x.outcome : null;
  const foulName = (f: string) => t.foulNames[f] ?? (t.foulName as (k: string) => string | undefined)(f) ?? f;
  if (ruled) {
    const r = ruled.ruling;
    lines.push(`${t.rulingTitle}: ${r.foul ? `${t.foul}: ${r.fouls.map(foulName).join(', ')}` : t.noFoul}`);
    if (x.game) lines.push(`${t.gameName(x.game)}. ${t.shooter}: ${t.player(x.situation.shooter)}.`);
    if (x.edition === 'wpa-current') lines.push(`${t.editionLegend}: ${t.editionNames[x.edition]}.`);
    lines.push(ruled.explain);
    if (r.result) lines.push(`${t.gameOver}: ${r.result.winner ? t.winner(r.result.winner) : r.result.reason}.`);
    else
      lines.push(
        `${t.next}: ${r.next ? t.player(r.next) : t.none}. ${t.cueBallNext}: ${t.cueBallStates[r.cueBall] ?? r.cueBall}.`,
      );
    if (r.rules.length > 0) {
      const titled = await Promise.all(
        r.rules.map(async (id) => {
          const text = await loadRuleText(x.lang, id).catch(() => null);
          // a current paragraph reads "WPA 2016 6.10", never its internal id
          const label = id.startsWith('wpa-') ? ruleLabel(id, x.lang === 'en' ? 'en' : 'ru') : id;
          return text ? `${label} ${text.title}` : label;
        }),
      );
      lines.push(t.captionRules(titled));
    }
  } else lines.push(x.outcome && !x.outcome.ok && x.played ? t.notSupported : t.captionNoRuling);
  lines.push(t.captionShot(x.shot.heading, x.shot.speed));
  if (x.played) lines.push(t.captionPaths);
  lines.push(x.link);
  return lines;
}
