/**
 * Why the referee engine refuses an entry, in the page's language. The engine gives its reason in
 * English (the contract's error text, src/core/rules/validate.ts and src/core/match/race.ts); the
 * reasons an entry logged at the table can meet are said here in Russian too, and any other reason
 * by a Russian sentence that says what happened without the English.
 */
import type { Lang } from '../paths.ts';

type Say = (m: RegExpExecArray) => string;

const RU: readonly (readonly [RegExp, Say])[] = [
  [
    /^the game is already over \(a newRack step starts the next rack\)$/,
    () => 'партия уже окончена (следующую начинает «Следующая партия»)',
  ],
  [/^the game is already over$/, () => 'партия уже окончена'],
  [
    /^the match is over \((.+) won the race to (\d+)\)$/,
    (m) => `матч окончен (матч до ${m[2]} побед выиграл(а) ${m[1]})`,
  ],
  [/^the match is over \((.+) lost the match\)$/, (m) => `матч окончен (${m[1]} проиграл(а) матч)`],
  [/^the current rack is not over$/, () => 'текущая партия ещё не окончена'],
  [/^no choice is on offer$/, () => 'сейчас выбирать нечего'],
  [/^not on offer \(offered: .*\)$/, () => 'этот вариант сейчас не предлагается'],
  [/^the choice belongs to another player$/, () => 'выбор за другим игроком'],
  [/^ball (\d+) is not on the table$/, (m) => `шара ${m[1]} нет на столе`],
  [/^ball (\d+) does not exist in .+$/, (m) => `шара ${m[1]} нет в этой игре`],
  [/^not one of the players$/, () => 'это не игрок этого матча'],
  [/^".+" is a foul only in a wheelchair match/, () => 'это фол только в матче на колясках (7.3)'],
  [/^".+" has no meaning in .+$/, () => 'в этой игре такого объявления нет'],
  [/^the referee does not announce ".+"$/, () => 'судья такого не объявляет'],
  [/^this step cannot be played now$/, () => 'эту запись сейчас сделать нельзя'],
];

/** The engine's reason for refusing an entry, said in `lang`. */
export function refusalWords(lang: Lang, detail: string): string {
  if (lang === 'en') return detail;
  for (const [re, say] of RU) {
    const m = re.exec(detail);
    if (m) return say(m);
  }
  return 'правила не позволяют эту запись в этом положении';
}
