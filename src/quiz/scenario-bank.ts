/**
 * The generated questions as the trainer asks them (build time, like bank.ts): every stored scenario
 * simulated and ruled by the engines into a quiz item, shaped per language, with the shot the table
 * replays. The answer is the engine's ruling, as for the authored bank: a contact question's is the
 * engine's verdict on the first contact only; a "who is next" question asks the next player and the
 * cue ball's state. Nothing here runs in the browser: the trainer fetches one bank's file on demand.
 */

import en from '../content/i18n/en.json';
import ru from '../content/i18n/ru.json';
import { Sampler, type ShotInput, shotEvents, simulate } from '../core/physics/index.ts';
import { buildItem, QUIZ_BANKS, type QuizBank, type QuizItem, type RulingField } from '../core/quiz/index.ts';
import type { StoredScenario } from '../core/scenarios/index.ts';
import { WPA_BALL } from '../core/table/index.ts';
import type { Lang } from '../i18n/paths.ts';
import { toClient } from './client-item.ts';
import { type EditionEntry, editionEntries } from './editions.ts';
import { linkHeading, nearbyStarts, pivotCue, type XY } from './link-shot.ts';
import type { RuleLink, ScenarioItem, ScenarioPayload, ScenarioStub, ShotScene } from './payload.ts';
import { currentRuleIds, ruleIds, ruleRef } from './rules-index.ts';
import { parseScenarioFile, type ScenarioQuestion, scenarioQuestion } from './scenario-schema.ts';

const FILES = import.meta.glob('../../content/scenarios/*.json', { eager: true, import: 'default' }) as Record<
  string,
  unknown
>;

/** What a "who is next" question asks of the full ruling. */
const NEXT_FIELDS: readonly RulingField[] = ['next', 'cueBall'];

interface Built {
  question: ScenarioQuestion;
  item: QuizItem;
  /** the question under both editions (editions.ts): one entry, or one per edition where the answer differs */
  entries: EditionEntry[];
}

const memo = new Map<QuizBank, Built[]>();

/** One bank's questions, simulated, ruled and built once per build. */
export function builtBank(bank: QuizBank): Built[] {
  let out = memo.get(bank);
  if (out) return out;
  const path = Object.keys(FILES).find((p) => p.endsWith(`/${bank}.json`));
  const pool = ruleIds();
  const pools = { wpa1999: pool, current: [...pool, ...currentRuleIds()] };
  out = path
    ? parseScenarioFile(bank, FILES[path]).scenarios.map((s) => {
        const question = scenarioQuestion(bank, s);
        // a "who is next" question asks two fields; a contact question the first contact's verdict
        const adjust = (item: QuizItem): QuizItem => ({
          ...item,
          fields: s.kind === 'next' ? item.fields.filter((f) => NEXT_FIELDS.includes(f)) : item.fields,
          truth:
            s.kind === 'contact' ? { ...item.truth, verdict: question.contactLegal ? 'legal' : 'foul' } : item.truth,
        });
        const item = adjust(buildItem(question.spec, 0, pool));
        return { question, item, entries: editionEntries(question.spec, [item], pools, adjust) };
      })
    : [];
  memo.set(bank, out);
  return out;
}

/**
 * How many generated questions one file of a bank holds (at most about 100 KB in English, 155 KB in Russian):
 * a bank is served in parts (`/{lang}/trainer/scenarios/{bank}/{part}.json`) so that a question, or an
 * exam's paper, loads the parts it asks from and each parses in a short task on a phone.
 */
const SCENARIO_PART_SIZE = 32;

/** The part of its bank's files the bank's `index`-th question entry is served in. */
const partOf = (index: number): number => Math.floor(index / SCENARIO_PART_SIZE);

/** Every generated question, as the trainer's filters read it before loading any bank. */
export function scenarioStubs(): Omit<ScenarioStub, 'refs'>[] {
  return QUIZ_BANKS.flatMap((bank) =>
    builtBank(bank)
      .flatMap(({ entries }) => entries)
      .map(({ item, editions, change }, index) => ({
        id: item.id,
        bank,
        part: partOf(index),
        topic: item.topic,
        kind: item.kind,
        difficulty: item.difficulty,
        truth: { foul: item.truth.foul, fouls: item.truth.fouls, rules: item.truth.rules },
        editions,
        ...(change ? { change } : {}),
        generated: true as const,
      })),
  );
}

/** The paragraphs every generated question cites, in one language. */
export function scenarioRefs(lang: Lang): Record<string, RuleLink> {
  const out: Record<string, RuleLink> = {};
  for (const bank of QUIZ_BANKS)
    for (const { entries } of builtBank(bank))
      for (const id of entries.flatMap(({ item }) => item.truth.rules)) {
        const ref = out[id] ?? ruleRef(id, lang);
        if (ref) out[id] = ref;
      }
  return out;
}

const STRINGS: Record<Lang, Readonly<Record<string, string>>> = { en, ru };

/** The events of a shot as far as a replay shows them (no motion changes, no times). */
function eventKey(input: ShotInput): string {
  return JSON.stringify(
    shotEvents(simulate(input)).flatMap((e) =>
      e.type === 'roll' || e.type === 'spin' || e.type === 'stop' ? [] : [{ ...e, t: undefined }],
    ),
  );
}

/**
 * The shot for the table link (payload.ts, ShotScene.link): the heading rounded to 0.1°, the cue ball
 * pivoted about its first contact or cushion, then nudged across the line on the 0.1-mm grid until
 * the simulated events are the question's (the nearest start that does; else the pivoted one).
 */
function linkOf(q: ScenarioQuestion): ShotScene['link'] {
  const s = q.scenario;
  const heading = linkHeading(s.shot[1]);
  const signed = heading > 180 ? heading - 360 : heading;
  const cue = s.balls.cue as XY;
  const want = eventKey(q.input);
  const result = simulate(q.input);
  const first = shotEvents(result).find((e) => (e.type === 'hit' || e.type === 'rail') && e.ball === 'cue');
  let base = cue;
  if (first) {
    const at = new Float64Array(2 * result.ids.length);
    new Sampler(result).positionsAt(Math.max(0, first.t - 1e-6), at);
    const i = result.ids.indexOf('cue');
    base = pivotCue(cue, [at[2 * i] as number, at[2 * i + 1] as number], signed);
  }
  const R = WPA_BALL.radius;
  const { length, width } = q.input.table;
  const free = (p: XY) =>
    p[0] >= R &&
    p[0] <= length - R &&
    p[1] >= R &&
    p[1] <= width - R &&
    q.input.balls.every(([b, o]) => b === 'cue' || Math.hypot(o[0] - p[0], o[1] - p[1]) >= 2 * R);
  const starts = nearbyStarts(base, signed).filter(free);
  const shot = { ...q.input.shot, heading: signed };
  for (const p of starts) {
    const balls = q.input.balls.map(([b, o]) => [b, b === 'cue' ? p : o] as const);
    if (eventKey({ ...q.input, balls, shot }) === want) return { cue: p, heading, same: true };
  }
  return { cue: starts[0] ?? cue, heading, same: false };
}

const scenes = new Map<string, ShotScene>();
/** The scene of a question, worked out once per build (both languages share it). */
function sceneOf(q: ScenarioQuestion): ShotScene {
  let scene = scenes.get(q.scenario.id);
  if (!scene) {
    const s = q.scenario;
    scene = { kind: s.kind, balls: s.balls, shot: s.shot, contact: q.contact, link: linkOf(q) };
    scenes.set(s.id, scene);
  }
  return scene;
}

/** A string of the page's language, its `{params}` filled; throws naming the file when the key is missing. */
function say(lang: Lang, key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const s = STRINGS[lang][key];
  if (!s) throw new Error(`src/content/i18n/${lang}.json: no ${key}`);
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/**
 * The situation of a generated question: what its kind asks, then what the log adds that the table
 * cannot show — no referee, the cue ball in hand (placed where the table shows it), the non-ball fouls
 * recorded with the shot (changes.ts), earlier steps.
 */
function situationOf(s: StoredScenario, lang: Lang): string {
  const out = [say(lang, `quiz.scenario.situation.${s.kind}`)];
  if (s.log.options?.referee === false) out.push(say(lang, 'quiz.setup.noReferee'));
  const cueBall = s.log.setup?.cueBall;
  if ((cueBall === 'in-hand' || cueBall === 'in-hand-kitchen') && !s.log.before?.length)
    out.push(say(lang, 'scenario.note.placed', { state: say(lang, `quiz.cueBall.${cueBall}`), p: s.log.asked.by }));
  const fouls = (s.log.asked.fouls ?? []).map((f) => {
    const kind = say(lang, `quiz.foul.${f.kind}`);
    const named =
      f.ball === undefined
        ? kind
        : f.ball === 'cue'
          ? say(lang, 'scenario.note.cueBall', { kind })
          : say(lang, 'scenario.note.ball', { kind, n: f.ball });
    return f.intentional ? say(lang, 'quiz.ev.intentional', { kind: named }) : named;
  });
  if (fouls.length > 0) out.push(say(lang, 'scenario.note.fouls', { fouls: fouls.join('; ') }));
  const fell = s.log.asked.settle;
  if (fell) out.push(say(lang, 'scenario.note.settle', { n: fell.ball }));
  if ((s.log.before ?? []).length > 0) out.push(say(lang, 'scenario.note.earlier'));
  return out.join(' ');
}

/** A bank's generated questions, ready to ask, in one language (every part of it). */
export function scenarioPayload(bank: QuizBank, lang: Lang): ScenarioPayload {
  const items = builtBank(bank).flatMap(({ question, entries }): ScenarioItem[] => {
    const situation = situationOf(question.scenario, lang);
    // the table draws the position before the shot from the scene; the final one would give the answer away
    return entries.map((e) => ({ ...toClient(e, lang, situation), positions: {}, scene: sceneOf(question) }));
  });
  return { lang, bank, part: null, items };
}

/** How many files a bank's generated questions are served in. */
export const scenarioParts = (bank: QuizBank): number =>
  Math.ceil(builtBank(bank).reduce((n, b) => n + b.entries.length, 0) / SCENARIO_PART_SIZE);

const wholeBanks = new Map<string, ScenarioPayload>();
/** What /{lang}/trainer/scenarios/{bank}/{part}.json serves: the questions whose stub names that part. */
export function scenarioPart(bank: QuizBank, lang: Lang, part: number): ScenarioPayload {
  const key = `${lang}/${bank}`;
  const whole = wholeBanks.get(key) ?? scenarioPayload(bank, lang);
  wholeBanks.set(key, whole);
  const items = whole.items.filter((_, index) => partOf(index) === part);
  return { lang, bank, part, items };
}
