/**
 * Explanations are built from templates, never assembled as free text: a ruling carries a list
 * of clauses (template key + parameters) and the cited rules; both languages are rendered from
 * the same clauses so they always say the same thing.
 */
import type { GameId, NonBallFoul } from '../../vocabulary/index.ts';
import { ruleLabel } from './cite.ts';
import type { Explanation } from './types.ts';

export type Text = { en: string; ru: string };
export type Param = string | number | Text;
export interface Clause {
  key: TemplateKey | GameTemplateKey;
  params?: Record<string, Param>;
}

const T = (en: string, ru: string): Text => ({ en, ru });

const TEMPLATES = {
  // general fouls (3.x)
  'foul.no-contact': T(
    'The cue ball touched no legal object ball: foul.',
    'Биток не коснулся правильного прицельного шара — фол.',
  ),
  'foul.wrong-ball-first': T(
    'The cue ball first touched the {ball}, which was not a legal object ball: foul.',
    'Биток первым коснулся шара {ball}, а он не был правильным прицельным шаром, — фол.',
  ),
  'foul.no-rail': T(
    'After the contact no ball was pocketed and neither the cue ball nor an object ball reached a cushion: foul.',
    'После соударения ни один шар не забит, и ни биток, ни прицельный шар не коснулись борта — фол.',
  ),
  'foul.no-rail-frozen': T(
    'The {ball} had been announced as frozen to the cushion, so a ball had to be pocketed, the cue ball or another ball had to reach a cushion, or the {ball} a different cushion: foul.',
    'Шар {ball} был объявлен стоящим вплотную к борту, поэтому требовалось забить шар, довести до борта биток или другой шар либо довести шар {ball} до другого борта — фол.',
  ),
  'frozen.presumed': T(
    'Nobody announced that the {ball} was frozen to the cushion, so the contact counts as driving it to the cushion.',
    'Никто не объявил, что шар {ball} стоит вплотную к борту, поэтому касание считается доведением его до борта.',
  ),
  'foul.scratch': T('The cue ball was pocketed: foul.', 'Биток упал в лузу — фол.'),
  'foul.scratch-pocketed-ball': T(
    'The cue ball touched a ball that was already pocketed: foul.',
    'Биток коснулся уже забитого шара — фол.',
  ),
  'foul.cue-ball-off-table': T('The cue ball left the table: foul.', 'Биток выскочил со стола — фол.'),
  'foul.object-ball-off-table': T('{balls} left the table: foul.', '{balls} выскочил со стола — фол.'),
  'foul.kitchen': T(
    'Playing from the kitchen, the cue ball touched a ball behind the head string before leaving the kitchen: foul.',
    'При игре из дома биток коснулся шара в доме, не выйдя сначала из дома, — фол.',
  ),
  'foul.bad-cue-ball-position': T(
    'The cue ball in hand was placed clearly outside the kitchen: foul.',
    'Биток с руки был установлен явно за пределами дома — фол.',
  ),
  'foul.cue-against-ball': T(
    'The cue ball in hand was placed against an object ball, which the rules do not allow: foul.',
    'Биток с руки был установлен вплотную к прицельному шару, что правилами не допускается, — фол.',
  ),
  'headString.stands': T(
    'The cue ball was on or just over the head string and nobody pointed it out before the shot, so the shot stands (3.10; the WPA-2008 fragment that calls it a foul is not followed).',
    'Биток стоял на передней линии или чуть за ней, и до удара никто на это не указал, поэтому удар засчитывается (3.10; фрагмент WPA 2008 г., считающий это фолом, не применяется).',
  ),
  'foul.nonBall': T('{foul}: foul.', '{foul} — фол.'),
  'noReferee.objectTouch': T(
    'No referee: touching an object ball by accident is not a foul (cue-ball fouls only); the ball is put back.',
    'Матч без судьи: случайное касание прицельного шара не фол (только фолы на битке); шар восстанавливается.',
  ),
  split: T(
    'The cue ball reached two balls at once and the first cannot be told: decided for the shooter.',
    'Биток одновременно коснулся двух шаров, и первый определить нельзя, — решение в пользу бьющего.',
  ),
  'foul.nonShooter': T(
    '{player} fouled during the stroke of {other} (interference): the stroke does not count and its balls are put back.',
    '{player} совершил фол во время удара игрока {other} (вмешательство): удар не засчитывается, шары возвращают на места.',
  ),
  outOfTurn: T(
    '{player} shot out of turn: interference, a foul.',
    '{player} выполнил удар вне очереди — вмешательство, фол.',
  ),
  oneFoul: T(
    'Several fouls on one shot: only the most severe is penalised.',
    'Несколько нарушений в одном ударе: наказывается одно, самое строгое.',
  ),
  'replay.settle': T(
    'A ball fell into the pocket by itself as it was being played: the balls are put back and the shot is replayed.',
    'Шар сам упал в лузу во время удара по нему: шары восстанавливаются, удар повторяется.',
  ),
  'restore.settle': T(
    'A ball that had come to rest fell by itself: it is put back and play goes on.',
    'Остановившийся шар сам упал в лузу: его возвращают на место, игра продолжается.',
  ),
  'settle.stays': T(
    'A ball moved or settled by itself and stayed on the table: this is neither a stroke nor a foul; the ball stays where it came to rest and the same player is still to shoot.',
    'Шар сам сдвинулся или осел и остался на столе: это не удар и не фол; шар остаётся там, где остановился, и бьёт тот же игрок.',
  ),
  'replay.interference': T(
    'Outside interference moved the balls: they are put back and the shot is replayed without penalty.',
    'Постороннее вмешательство сдвинуло шары: их восстанавливают, удар повторяется без штрафа.',
  ),
  'warn.conduct': T(
    '{player} is warned for unsportsmanlike conduct (2.28); no foul.',
    '{player} получает предупреждение за неспортивное поведение (2.28); фола нет.',
  ),
  'restore.interference': T(
    'Outside interference moved balls without affecting the shot: they are put back and the shot stands.',
    'Постороннее вмешательство сдвинуло шары, не повлияв на удар: их восстанавливают, удар засчитывается как есть.',
  ),
  'restore.touched': T(
    'The disturbed balls are put back as closely as possible.',
    'Сдвинутые шары возвращают как можно ближе к прежнему месту.',
  ),
  'warn.intentional': T(
    '{player} touched the cue ball on purpose: warned that a second time loses the match.',
    '{player} умышленно коснулся битка: предупреждение, что повторное нарушение означает поражение в матче.',
  ),
  'warn.deflected': T(
    '{player} stopped or deflected the cue ball on the break: warned that a second time loses the match.',
    '{player} остановил или отклонил биток при разбитии: предупреждение, что повторное нарушение означает поражение в матче.',
  ),
  'deflected.options': T(
    '{player} may play with the cue ball in hand behind the head string or make the offender do so.',
    '{player} может играть с руки из дома сам или передать это право нарушителю.',
  ),
  // flow
  'next.inHand': T(
    '{player} has the cue ball in hand anywhere on the table.',
    '{player} играет с руки с любого места стола.',
  ),
  'next.kitchen': T(
    '{player} has the cue ball in hand behind the head string.',
    '{player} играет с руки из дома (из-за передней линии).',
  ),
  'next.inPlace': T('{player} plays from the position as it lies.', '{player} играет из сложившейся позиции.'),
  'next.continue': T(
    'A ball was pocketed legally: {player} continues.',
    'Шар забит правильно: {player} продолжает серию.',
  ),
  'next.miss': T(
    'No ball was pocketed legally: {player} comes to the table.',
    'Шар правильно не забит: к столу выходит {player}.',
  ),
  'next.headSpot': T(
    '{player} plays with the cue ball on the head spot.',
    '{player} играет битком с передней отметки.',
  ),
  'next.centreSpot': T(
    '{player} plays with the cue ball on the centre spot.',
    '{player} играет битком с центральной отметки.',
  ),
  spotted: T('Spotted on the long string: {balls}.', 'На продольную линию выставляются: {balls}.'),
  'spotted.front': T(
    'No room behind the foot spot: spotted in front of it, lowest number nearest the spot (3.32; short rule 26 says otherwise and is not followed).',
    'За задней отметкой нет места: шары ставятся перед ней, меньший номер ближе к отметке (3.32; краткое правило 26 говорит иначе и не применяется).',
  ),
  options: T('{player} chooses: {options}.', '{player} выбирает: {options}.'),
  win: T('{side} wins the game.', 'Партию выигрывает {side}.'),
  loss: T('{side} loses the game: {reason}.', '{side} проигрывает партию: {reason}.'),
  lossMatch: T('{side} loses the match: {reason}.', '{side} проигрывает матч: {reason}.'),
  'choice.accept': T('{player} accepts the table and plays.', '{player} принимает позицию и играет.'),
  'choice.pass': T(
    '{player} passes the shot back: {other} must play.',
    '{player} возвращает удар: играть должен {other}.',
  ),
  'choice.rerack': T(
    'The balls are re-racked; {player} breaks.',
    'Пирамида устанавливается заново; разбивает {player}.',
  ),
  'choice.kitchen': T(
    '{player} takes the cue ball in hand behind the head string.',
    '{player} берёт биток с руки в доме.',
  ),
  'choice.spotEight': T('The 8 is spotted and play goes on.', 'Шар 8 выставляется, игра продолжается.'),
  'choice.spotNearest': T(
    'The {ball}, nearest the head string, is spotted.',
    'Шар {ball}, ближайший к передней линии, выставляется.',
  ),
  'announce.warning': T(
    'The referee warns {side}: two consecutive fouls.',
    'Судья предупреждает {side}: два фола подряд.',
  ),
  'announce.warningNone': T('Warning noted.', 'Предупреждение принято к сведению.'),
  'announce.concede': T(
    '{player} concedes, and so loses the match.',
    '{player} признаёт поражение и тем проигрывает матч.',
  ),
  'announce.protest': T(
    'Protest noted: a foul must be protested before the next shot, and the shot was judged from its events.',
    'Протест принят к сведению: о фоле нужно заявлять до следующего удара; удар уже оценён по его событиям.',
  ),
  'announce.stalemate': T(
    'Stalemate: the balls are re-racked and {player} breaks again.',
    'Патовая позиция: пирамида устанавливается заново, снова разбивает {player}.',
  ),
  newRack: T('New rack: {player} breaks.', 'Новая партия: разбивает {player}.'),
  // eight-ball
  'break.legal': T('Legal break.', 'Правильное разбитие.'),
  'eight.illegalBreak': T(
    'Illegal break: no ball pocketed and fewer than four object balls reached a cushion, a foul.',
    'Неправильное разбитие: ни один шар не забит и менее четырёх прицельных шаров коснулись борта — фол.',
  ),
  'eight.breakScratch': T(
    'Scratch on a legal break: balls pocketed stay down and the table stays open.',
    'Биток упал в лузу при правильном разбитии: забитые шары остаются в лузах, стол остаётся открытым.',
  ),
  'eight.breakScratchNone': T(
    'Scratch on a legal break: the table stays open.',
    'Биток упал в лузу при правильном разбитии: стол остаётся открытым.',
  ),
  'eight.breakJumped': T(
    'An object ball jumped off the table on the break.',
    'При разбитии прицельный шар выскочил со стола.',
  ),
  'eight.legalEight': T(
    'The 8 was legally pocketed in the called pocket after the group was cleared.',
    'Шар 8 правильно забит в заказанную лузу после того, как группа была сыграна.',
  ),
  'eight.onBreak': T('The 8 was pocketed on the break without a foul.', 'Шар 8 забит при разбитии без фола.'),
  'eight.onBreakFoul': T('The 8 was pocketed on the break with a foul.', 'Шар 8 забит при разбитии с фолом.'),
  'eight.openAfterBreak': T(
    'The table is open after the break whatever was pocketed (4.10; the introductory text that lets the first ball decide is not followed).',
    'После разбития стол всегда открыт, что бы ни было забито (4.10; вводный текст, где группу определяет первый забитый шар, не применяется).',
  ),
  'eight.groups': T('{side} takes {group}.', '{side} получает {group}.'),
  'eight.safety': T(
    'Safety called: balls pocketed stay down and the inning ends.',
    'Объявлен отыгрыш: забитые шары остаются в лузах, серия заканчивается.',
  ),
  'eight.safetyNone': T('Safety called: the inning ends.', 'Объявлен отыгрыш: серия заканчивается.'),
  'eight.jumpedNotSpotted': T(
    'Jumped object balls are not spotted (4.17; the simplified text that spots them is not followed).',
    'Выскочившие прицельные шары не выставляются (4.17; упрощённый текст, где их выставляют, не применяется).',
  ),
  'eight.uncalled': T(
    'The called ball did not go into the called pocket: balls pocketed stay down.',
    'Заказанный шар не попал в заказанную лузу: забитые шары остаются в лузах.',
  ),
  'eight.staysDown': T('Balls pocketed on a foul stay down.', 'Шары, забитые с фолом, остаются в лузах.'),
  // nine-ball
  'nine.illegalBreak': T(
    'Illegal break: the 1 must be hit first and a ball pocketed or four object balls driven to a cushion: foul.',
    'Неправильное разбитие: нужно первым коснуться шара 1 и забить шар или довести до борта четыре прицельных шара — фол.',
  ),
  'nine.pushOutNext': T('The next shot may be a push out.', 'Следующим ударом можно сыграть пуш-аут.'),
  'nine.noPushOut': T(
    'After a foul on the break there is no push out.',
    'После фола при разбитии пуш-аут не разрешён.',
  ),
  'nine.pushOut': T('Legal push out.', 'Правильный пуш-аут.'),
  'nine.pushOutChoice': T(
    '{player} may play from here or pass the shot back.',
    '{player} может играть из этой позиции или вернуть удар.',
  ),
  'nine.othersDown': T('Other balls stay down.', 'Остальные шары не выставляются.'),
  'nine.ninePocketed': T('The 9 was pocketed on a legal shot.', 'Девятка забита правильным ударом.'),
  'nine.nineOnBreak': T('The 9 was pocketed on a legal break.', 'Девятка забита при правильном разбое.'),
  'nine.twoFouls': T(
    '{side} is on two consecutive fouls and must be warned.',
    'У {side} два фола подряд — его нужно предупредить.',
  ),
  'nine.unwarned': T(
    'No warning was given after the second foul, so this counts as a second foul, not a third (2.16).',
    'После второго фола предупреждения не было, поэтому этот фол считается вторым, а не третьим (2.16).',
  ),
  // 14.1
  'straight.breakViolation': T(
    'Breaking violation: neither a called ball pocketed nor the cue ball and two object balls to a cushion; 2 points off.',
    'Нарушение правил разбития: не забит заказанный шар и не доведены до борта биток и два прицельных шара; штраф 2 очка.',
  ),
  'straight.breakOptions': T(
    '{player} accepts the table or has {other} break again.',
    '{player} принимает позицию или предлагает {other} разбить заново.',
  ),
  'straight.points': T('{side} scores: plus {n}.', 'Очки для {side}: плюс {n}.'),
  'straight.penalty': T('Penalty for {side}: minus {n}.', 'Штраф для {side}: минус {n}.'),
  'straight.uncalled': T(
    'The called ball was not pocketed: balls pocketed are spotted and the inning ends.',
    'Заказанный шар не забит: забитые шары выставляются, серия заканчивается.',
  ),
  'straight.safety': T(
    'Safety: balls pocketed are spotted and the inning ends.',
    'Отыгрыш: забитые шары выставляются, серия заканчивается.',
  ),
  'straight.safetyNone': T('Safety: the inning ends.', 'Отыгрыш: серия заканчивается.'),
  'straight.rerack': T(
    'The 14th ball is down: the 14 balls are re-racked with the apex empty.',
    'Забит 14-й шар: 14 шаров устанавливаются в пирамиду, место на задней отметке остаётся пустым.',
  ),
  'straight.rerackTable': T('By the 15th-ball table: {entry}.', 'По таблице 15-го шара: {entry}.'),
  'straight.thirdFoul': T(
    'Third consecutive foul: 1 point plus 15 more off; the foul count starts again.',
    'Третий фол подряд: штраф 1 очко и ещё 15; счёт фолов обнуляется.',
  ),
  'straight.deliberate': T('Deliberate foul: 16 points off.', 'Умышленное нарушение: штраф 16 очков.'),
  'straight.fifteen': T('{side} is penalised 15 points.', '{side} штрафуется на 15 очков.'),
  'straight.rerackOptions': T(
    '{player} accepts the table or has all 15 balls racked and {other} break.',
    '{player} принимает позицию или требует поставить все 15 шаров и предложить разбить {other}.',
  ),
  'straight.allInKitchen': T(
    'All object balls are behind the head string: {player} may have the nearest one spotted.',
    'Все прицельные шары в доме: {player} может попросить выставить ближайший к передней линии.',
  ),
  'straight.nearRail': T(
    "Two legal safeties have been played at this ball within a ball's width of the cushion using only that cushion: it now counts as frozen, and the frozen-ball rule applies.",
    'По этому шару в пределах ширины шара от борта уже сыграно два правильных отыгрыша только от этого борта: теперь он считается стоящим вплотную, и действует правило о шарах, стоящих вплотную.',
  ),
  'straight.nearRailNote': T(
    "The shooter fouled on his last shot or is on two fouls: a ball within a ball's width of the cushion counts as frozen at once (6.7.2, note).",
    'Бьющий совершил фол предыдущим ударом или за ним два фола подряд: шар в пределах ширины шара от борта сразу считается стоящим вплотную (6.7.2, примечание).',
  ),
  'straight.nearRailFailed': T(
    'The {ball} counts as frozen to the cushion, so a ball had to be pocketed, the cue ball or another ball had to reach a cushion, or the {ball} a different cushion: foul.',
    'Шар {ball} считается стоящим вплотную к борту, поэтому требовалось забить шар, довести до борта биток или другой шар либо довести шар {ball} до другого борта — фол.',
  ),
  'straight.breakShot': T(
    'The offender breaks as at the start of the game.',
    'Нарушитель разбивает, как в начале партии.',
  ),
  'straight.target': T('{side} reaches {n} points.', '{side} набирает {n} очков.'),
  // lag
  'lag.bad': T("{player}'s lag is lost: {reason}.", 'Раскат игрока {player} проигран: {reason}.'),
  'lag.winner': T(
    '{player} wins the lag and chooses who breaks.',
    '{player} выигрывает раскат и выбирает, кто разбивает.',
  ),
  'lag.relag': T('The lag is replayed.', 'Раскат переигрывается.'),
} as const satisfies Record<string, Text>;

export type TemplateKey = keyof typeof TEMPLATES;

/** A game's own template (issue 8 games): `<game-id>.<name>`, registered by the game's module with `defineGameTemplates`. */
export type GameTemplateKey = `${GameId}.${string}`;
const GAME_TEMPLATES = new Map<string, Text>();

/** Registers a game's own explanation templates (both languages, same parameters). */
export function defineGameTemplates(templates: Record<GameTemplateKey, Text>): void {
  for (const [k, t] of Object.entries(templates)) GAME_TEMPLATES.set(k, t);
}

const templateFor = (key: string): Text =>
  (TEMPLATES as Record<string, Text>)[key] ?? (GAME_TEMPLATES.get(key) as Text);

/** Templates split once into literal text and parameter names (odd indexes). */
const COMPILED = new Map<string, string[]>();
function parts(template: string): string[] {
  let p = COMPILED.get(template);
  if (!p) {
    p = template.split(/\{(\w+)\}/);
    COMPILED.set(template, p);
  }
  return p;
}

function fill(template: string, params: Record<string, Param> | undefined, lang: 'en' | 'ru'): string {
  if (!params) return template;
  const p = parts(template);
  let out = p[0] as string;
  for (let i = 1; i < p.length; i += 2) {
    const name = p[i] as string;
    const v = params[name];
    out += (v === undefined ? `{${name}}` : typeof v === 'object' ? v[lang] : String(v)) + (p[i + 1] as string);
  }
  return out;
}

export function render(clauses: readonly Clause[], rules: readonly string[]): Explanation {
  let en = '';
  let ru = '';
  for (const c of clauses) {
    const t = templateFor(c.key);
    en += (en ? ' ' : '') + fill(t.en, c.params, 'en');
    ru += (ru ? ' ' : '') + fill(t.ru, c.params, 'ru');
  }
  // a game's own paragraphs read "Cowboy 5.2" / «Ковбой» 5.2, never the internal `cowboy/5.2`
  const listEn = rules.map((r) => ruleLabel(r, 'en')).join(', ');
  const listRu = rules.map((r) => ruleLabel(r, 'ru')).join(', ');
  return {
    en: `${en}${en ? ' ' : ''}(Rules ${listEn}.)`,
    ru: `${ru}${ru ? ' ' : ''}(Правила ${listRu}.)`,
  };
}

export const templateKeys = (): TemplateKey[] => Object.keys(TEMPLATES) as TemplateKey[];
export const templateOf = (k: TemplateKey): Text => TEMPLATES[k];

// ------------------------------------------------------------ localized names

export const ballName = (b: number | 'cue'): Text => (b === 'cue' ? T('cue ball', 'биток') : T(`${b}`, `${b}`));

export const ballList = (balls: readonly number[], capital = true): Text => {
  const en = balls.length === 1 ? `the ${balls[0]}` : `balls ${balls.join(', ')}`;
  const ru = balls.length === 1 ? `шар ${balls[0]}` : `шары ${balls.join(', ')}`;
  return capital ? T(en[0]?.toUpperCase() + en.slice(1), ru[0]?.toUpperCase() + ru.slice(1)) : T(en, ru);
};

export const NON_BALL_FOUL_NAMES: Record<NonBallFoul, Text> = {
  'double-hit': T('Double hit', 'Двойной удар'),
  'push-shot': T('Push shot', 'Удар пропихом'),
  'touched-ball': T('Ball touched', 'Касание шара'),
  'no-foot-on-floor': T('No foot on the floor', 'Ни одна нога не касалась пола'),
  'shot-while-moving': T('Shot while balls were moving', 'Удар при движущихся шарах'),
  'cue-ball-placement': T(
    'Object ball touched while placing the cue ball',
    'Касание прицельного шара при установке битка',
  ),
  'bad-cue-ball-position': T('Cue ball placed outside the kitchen', 'Биток установлен вне дома'),
  'miscue-jump': T('Miscue on a jump shot', 'Кикс при перескоке'),
  'scoop-jump': T('Scooped jump shot', 'Подкапывание под биток'),
  interference: T('Interference', 'Вмешательство'),
  'marking-table': T('Marking the table', 'Разметка стола'),
  'slow-play': T('Time limit exceeded', 'Превышение лимита времени'),
  'deliberate-touch': T('Deliberately touching a moving ball', 'Умышленное касание движущегося шара'),
  unsportsmanlike: T('Unsportsmanlike conduct', 'Неспортивное поведение'),
  'cue-ball-stroke-in-hand': T(
    'Forward stroke touching the cue ball in hand',
    'Ударное движение кия по битку при установке',
  ),
  'left-playing-area': T('Left the playing area without permission', 'Самовольно покинул игровую зону'),
  'continued-after-foul': T('Played on after a foul was called', 'Продолжил игру после объявления фола'),
  'refused-to-leave-table': T('Refused to leave the table', 'Отказ отойти от стола'),
  'deflected-break': T('Cue ball stopped or deflected on the break', 'Остановка или отклонение битка при разбитии'),
  'not-seated': T('Rose from the seat during the stroke', 'Не сохранил сидячее положение при ударе'),
  'feet-on-floor': T('Feet or footrests touched the floor', 'Ноги или подставки для ног коснулись пола'),
  'obstacle-moved': T('Obstructing ball moved on a jump or massé shot', 'Мешающий шар сдвинут при перескоке или массе'),
};

export const OPTION_NAMES: Record<string, Text> = {
  accept: T('accept the table', 'принять позицию'),
  pass: T('pass the shot back', 'вернуть удар'),
  'rerack-self': T('re-rack and break', 'переустановить пирамиду и разбить самому'),
  'rerack-opponent': T('re-rack and have the offender break', 'переустановить пирамиду и дать разбить нарушителю'),
  'spot-eight': T('spot the 8 and play on', 'выставить шар 8 и продолжить'),
  rerack: T('re-rack', 'переустановить пирамиду'),
  kitchen: T('cue ball in hand behind the head string', 'биток с руки из дома'),
  'spot-nearest': T('spot the ball nearest the head string', 'выставить ближайший к передней линии шар'),
  'spot-lowest': T('spot the lowest-numbered ball', 'выставить шар с наименьшим номером'),
  relag: T('lag again', 'повторить раскат'),
};

export function optionList(options: readonly string[]): Text {
  const names = options.map((o) => OPTION_NAMES[o] ?? T(o, o));
  return T(names.map((n) => n.en).join(' or '), names.map((n) => n.ru).join(' или '));
}
