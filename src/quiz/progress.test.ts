import { describe, expect, test } from 'vitest';
import { mastery } from './mastery.ts';
import {
  BEFORE_MIGRATION_KEY,
  editionOf,
  emptyProgress,
  exportText,
  type KeyValueStore,
  loadProgress,
  mergeImported,
  type Progress,
  ProgressStore,
  readProgress,
  recordAttempt,
  SET_ASIDE_PREFIX,
  STORAGE_KEY,
  saveProgress,
} from './progress.ts';
import { applyReview, dueIds, forecast, missedIds, ratingFor, reviewCard, reviewQueue } from './schedule.ts';

class MapStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  failWrites = false;
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const NOW = new Date('2026-11-29T12:00:00Z');
const at = (min: number) => new Date(NOW.getTime() + min * 60_000).toISOString();
const withAttempts = (...xs: [string, number][]): Progress =>
  xs.reduce(
    (p, [id, score], i) => recordAttempt(p, { id, variant: 0, at: at(i), score, mode: 'trainer' }),
    emptyProgress(),
  );

describe('stored progress: versions, migrations, damage', () => {
  test('nothing stored: empty progress, no notice', () => {
    expect(loadProgress(new MapStore(), NOW)).toEqual({
      progress: emptyProgress(),
      notice: null,
      migrated: null,
      writable: true,
    });
  });
  test('current version round-trips', () => {
    const s = new MapStore();
    const p = withAttempts(['a', 1], ['b', 0]);
    saveProgress(s, p);
    expect(loadProgress(s, NOW).progress).toEqual(p);
  });
  test('version 1 is migrated and written back; the original is kept until the next export', () => {
    const s = new MapStore();
    const v1 = JSON.stringify({ version: 1, answers: { q1: { right: 2, wrong: 1, last: at(0) } } });
    s.setItem(STORAGE_KEY, v1);
    const { progress, notice, migrated } = loadProgress(s, NOW);
    expect(notice).toBeNull();
    expect(migrated).toEqual({ from: 1, keptKey: BEFORE_MIGRATION_KEY });
    expect(progress.version).toBe(5);
    expect(progress.attempts.map((a) => a.score)).toEqual([0, 1, 1]);
    expect(JSON.parse(s.getItem(STORAGE_KEY) as string).version).toBe(5);
    expect(s.getItem(BEFORE_MIGRATION_KEY)).toBe(v1);
    const store = new ProgressStore(s);
    expect(store.loaded.migrated).toBeNull();
    expect(s.getItem(BEFORE_MIGRATION_KEY)).toBe(v1);
    store.exported();
    expect(s.getItem(BEFORE_MIGRATION_KEY)).toBeNull();
  });
  test('version 3 is migrated to version 5: everything kept, ratings to be counted from the answers', () => {
    const s = new MapStore();
    const v3 = {
      ...withAttempts(['a', 1], ['b', 0]),
      version: 3,
      rev: 7,
      trainer: { banks: ['general'], topics: [], foul: '', source: 'all', streak: true, theme: 'x' },
      badges: ['y'],
    };
    delete (v3 as { ratings?: unknown }).ratings;
    delete (v3 as { edition?: unknown }).edition;
    const text = JSON.stringify(v3);
    s.setItem(STORAGE_KEY, text);
    const loaded = loadProgress(s, NOW);
    expect(loaded.migrated).toEqual({ from: 3, keptKey: BEFORE_MIGRATION_KEY });
    const v5 = { ...v3, version: 5, ratings: null, edition: null };
    expect(loaded.progress).toEqual(v5);
    expect(s.getItem(BEFORE_MIGRATION_KEY)).toBe(text);
    expect(JSON.parse(s.getItem(STORAGE_KEY) as string)).toEqual(v5);
    // an export of version 3 still imports, through the same migrations
    expect(readProgress(text)).toEqual({ ok: true, progress: v5, migratedFrom: 3 });
  });
  test('version 4 is migrated to version 5: every field kept, no edition chosen (the 1999 rules)', () => {
    const s = new MapStore();
    const sitting = {
      id: at(0),
      preset: 'quick',
      seed: 7,
      paper: [{ id: 'a', variant: 0 }],
      minutes: 20,
      passMark: 85,
      deadline: at(20),
      current: 0,
      responses: [{ kind: 'legal', verdict: 'foul' }],
      skipped: [false],
      finished: null,
    };
    const v4 = {
      ...withAttempts(['a', 1], ['b', 0]),
      version: 4,
      rev: 3,
      cards: {},
      exams: [{ at: at(1), seed: 7, questions: 1, percent: 100, passed: true }],
      exam: sitting,
      trainer: { banks: ['general'], topics: ['break'], foul: '', source: 'new', streak: true, run: 2, best: 5 },
      ratings: { upTo: at(1), topic: { break: { rating: 1600, rd: 80, vol: 0.06, n: 2, at: at(1) } }, rule: {} },
      badges: ['kept'],
    };
    delete (v4 as { edition?: unknown }).edition;
    const text = JSON.stringify(v4);
    s.setItem(STORAGE_KEY, text);
    const loaded = loadProgress(s, NOW);
    expect(loaded.migrated).toEqual({ from: 4, keptKey: BEFORE_MIGRATION_KEY });
    expect(loaded.progress).toEqual({ ...v4, version: 5, edition: null });
    expect(editionOf(loaded.progress)).toBe('wpa-1999');
    expect(s.getItem(BEFORE_MIGRATION_KEY)).toBe(text);
    expect(readProgress(text)).toEqual({ ok: true, progress: { ...v4, version: 5, edition: null }, migratedFrom: 4 });
  });
  test('the edition chosen is kept; an unknown edition makes the document invalid, never half read', () => {
    const p = { ...withAttempts(['a', 1]), edition: 'wpa-current' as const };
    expect(readProgress(exportText(p))).toEqual({ ok: true, progress: p, migratedFrom: null });
    expect(editionOf(p)).toBe('wpa-current');
    expect(readProgress(JSON.stringify({ ...p, edition: 'wpa-2030' }))).toEqual({ ok: false, problem: 'invalid' });
    const sat = { ...p, exams: [{ at: at(1), seed: 1, questions: 1, percent: 0, passed: false, edition: 'x' }] };
    expect(readProgress(JSON.stringify(sat))).toEqual({ ok: false, problem: 'invalid' });
  });
  test('an import keeps the edition chosen in this browser, and takes the one in the file where none was chosen', () => {
    const here = { ...emptyProgress(), edition: 'wpa-1999' as const };
    const file = { ...emptyProgress(), edition: 'wpa-current' as const };
    expect(mergeImported(here, file).edition).toBe('wpa-1999');
    expect(mergeImported(emptyProgress(), file).edition).toBe('wpa-current');
  });
  test('a damaged rating makes the document invalid: it is set aside, never half read', () => {
    const bad = { ...emptyProgress(), ratings: { upTo: null, topic: { break: { rating: 'high' } }, rule: {} } };
    expect(readProgress(JSON.stringify(bad))).toEqual({ ok: false, problem: 'invalid' });
  });
  test('version 2 is migrated to version 4 with no exam and its unknown fields kept', () => {
    const s = new MapStore();
    const v2 = { version: 2, attempts: [], cards: {}, exams: [], badges: ['x'] };
    s.setItem(STORAGE_KEY, JSON.stringify(v2));
    const { progress } = loadProgress(s, NOW);
    expect(progress).toEqual({ ...emptyProgress(), badges: ['x'] });
  });
  test('a migration whose original cannot be copied (full storage) writes nothing over it', () => {
    const s = new MapStore();
    const v1 = JSON.stringify({ version: 1, answers: {} });
    s.setItem(STORAGE_KEY, v1);
    s.failWrites = true;
    const loaded = loadProgress(s, NOW);
    expect(loaded.writable).toBe(false);
    expect(s.getItem(STORAGE_KEY)).toBe(v1);
  });
  test('fields this version does not know are kept through a save, at every level', () => {
    const s = new MapStore();
    const p = {
      ...withAttempts(['a', 1]),
      streaks: { best: 4 },
    };
    const doc = { ...p, attempts: p.attempts.map((a) => ({ ...a, hintUsed: true })) };
    s.setItem(STORAGE_KEY, JSON.stringify(doc));
    const store = new ProgressStore(s);
    store.update((x) => recordAttempt(x, { id: 'b', variant: 0, at: at(5), score: 0, mode: 'trainer' }));
    const back = JSON.parse(s.getItem(STORAGE_KEY) as string);
    expect(back.streaks).toEqual({ best: 4 });
    expect(back.attempts[0].hintUsed).toBe(true);
    expect(back.attempts).toHaveLength(2);
  });
  test('two tabs: each change applies to the latest stored document, none overwrites the other', () => {
    const s = new MapStore();
    const a = new ProgressStore(s);
    const b = new ProgressStore(s);
    a.update((p) => recordAttempt(p, { id: 'a', variant: 0, at: at(0), score: 1, mode: 'trainer' }));
    b.update((p) => recordAttempt(p, { id: 'b', variant: 0, at: at(1), score: 1, mode: 'trainer' }));
    expect(JSON.parse(s.getItem(STORAGE_KEY) as string).attempts.map((x: { id: string }) => x.id)).toEqual(['a', 'b']);
    expect(a.refresh()).toBe(true);
    expect(a.progress.attempts).toHaveLength(2);
    expect(a.progress.rev).toBe(2);
    expect(a.refresh()).toBe(false);
  });
  test('full storage over older data: the changes of this visit add up in memory, the stored data stays', () => {
    const s = new MapStore();
    saveProgress(s, withAttempts(['a', 1]));
    const stored = s.getItem(STORAGE_KEY);
    const store = new ProgressStore(s);
    s.failWrites = true;
    store.update((p) => recordAttempt(p, { id: 'b', variant: 0, at: at(1), score: 1, mode: 'trainer' }));
    store.update((p) => recordAttempt(p, { id: 'c', variant: 0, at: at(2), score: 0, mode: 'trainer' }));
    expect(store.saving).toBe(false);
    expect(store.progress.attempts.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(s.getItem(STORAGE_KEY)).toBe(stored);
  });
  test('damaged by another tab meanwhile: set aside with a notice, this tab’s copy saved', () => {
    const s = new MapStore();
    const a = new ProgressStore(s, () => NOW);
    a.update((p) => recordAttempt(p, { id: 'a', variant: 0, at: at(0), score: 1, mode: 'trainer' }));
    s.setItem(STORAGE_KEY, '{"version": 3, "att');
    a.update((p) => recordAttempt(p, { id: 'b', variant: 0, at: at(1), score: 1, mode: 'trainer' }));
    expect(a.later).toEqual({ problem: 'not-json', setAsideKey: `${SET_ASIDE_PREFIX}${NOW.toISOString()}` });
    expect(s.getItem(`${SET_ASIDE_PREFIX}${NOW.toISOString()}`)).toBe('{"version": 3, "att');
    expect(JSON.parse(s.getItem(STORAGE_KEY) as string).attempts).toHaveLength(2);
  });
  test.each([
    ['not JSON', '{"version": 2, "attempts": [', 'not-json'],
    ['foreign data', '{"theme":"dark"}', 'foreign'],
    ['a newer version', '{"version": 9, "attempts": []}', 'newer'],
    ['a damaged record', '{"version": 2, "attempts": [{"id": 3}], "cards": {}, "exams": []}', 'invalid'],
    [
      'a damaged exam',
      '{"version": 3, "rev": 1, "attempts": [], "cards": {}, "exams": [], "trainer": null, "exam": {"id": "x"}}',
      'invalid',
    ],
  ])('%s is set aside under another key, with a notice, and the app starts afresh', (_name, text, problem) => {
    const s = new MapStore();
    s.setItem(STORAGE_KEY, text);
    const loaded = loadProgress(s, NOW);
    expect(loaded.progress).toEqual(emptyProgress());
    expect(loaded.notice).toEqual({ problem, setAsideKey: `${SET_ASIDE_PREFIX}${NOW.toISOString()}` });
    expect(s.getItem(loaded.notice?.setAsideKey as string)).toBe(text);
    expect(s.getItem(STORAGE_KEY)).toBeNull();
  });
  test('when even setting aside fails, the stored text is left alone and nothing is written', () => {
    const s = new MapStore();
    s.setItem(STORAGE_KEY, 'garbage');
    s.failWrites = true;
    const loaded = loadProgress(s, NOW);
    expect(loaded.writable).toBe(false);
    expect(s.getItem(STORAGE_KEY)).toBe('garbage');
    expect(saveProgress(s, emptyProgress())).toBe(false);
  });
  test('export then import restores the same progress; import merges attempts', () => {
    const p = withAttempts(['a', 1], ['b', 0.5]);
    const back = readProgress(exportText(p));
    expect(back).toEqual({ ok: true, progress: p, migratedFrom: null });
    const merged = mergeImported(withAttempts(['c', 1]), p);
    expect(merged.attempts.map((a) => a.id).sort()).toEqual(['a', 'b', 'c']);
    expect(readProgress('[1,2]')).toEqual({ ok: false, problem: 'foreign' });
  });
});

describe('spaced review (FSRS via ts-fsrs)', () => {
  test('grades map to ratings', () => {
    expect([ratingFor(0), ratingFor(0.6), ratingFor(1)]).toEqual([1, 2, 3]);
  });
  test('a missed question is due again sooner than a right one', () => {
    const wrong = reviewCard(undefined, 0, NOW);
    const right = reviewCard(undefined, 1, NOW);
    expect(Date.parse(wrong.due)).toBeLessThan(Date.parse(right.due));
    expect(Date.parse(right.due)).toBeGreaterThan(NOW.getTime());
    const again = reviewCard(right, 1, new Date(right.due));
    expect(Date.parse(again.due) - Date.parse(right.due)).toBeGreaterThan(Date.parse(right.due) - NOW.getTime());
  });
  test('the review queue: due cards first, then questions last answered wrong', () => {
    let p = withAttempts(['a', 0], ['b', 1], ['c', 0.5], ['c', 1]);
    p = applyReview(p, 'a', 0, NOW);
    p = applyReview(p, 'b', 1, NOW);
    const later = new Date(p.cards.a?.due as string);
    expect(Date.parse(p.cards.b?.due as string)).toBeGreaterThan(later.getTime());
    expect(dueIds(p, later)).toEqual(['a']);
    expect(missedIds(p)).toEqual(['a']);
    expect(reviewQueue(p, later)).toEqual(['a']);
    expect(reviewQueue(p, new Date(NOW.getTime() + 400 * 86_400_000))).toContain('b');
  });
});

describe('the review forecast', () => {
  test('cards per local day for the coming days, overdue ones today, later ones left out', () => {
    const now = new Date(2026, 10, 29, 15, 0);
    const on = (dayOffset: number, h: number) => new Date(2026, 10, 29 + dayOffset, h, 30).toISOString();
    const card = (due: string) => ({ ...reviewCard(undefined, 1, NOW), due });
    const p: Progress = {
      ...emptyProgress(),
      cards: {
        overdue: card(on(-3, 9)),
        today: card(on(0, 23)),
        tomorrow: card(on(1, 0)),
        tomorrow2: card(on(1, 22)),
        day6: card(on(6, 12)),
        day7: card(on(7, 1)),
        gone: card(on(2, 9)),
      },
    };
    const f = forecast(p, now, 7, (id) => id !== 'gone');
    expect(f.map((d) => d.count)).toEqual([2, 2, 0, 0, 0, 0, 1]);
    expect(f[0]?.day).toEqual(new Date(2026, 10, 29));
    expect(f[6]?.day).toEqual(new Date(2026, 11, 5));
  });
});

describe('mastery', () => {
  test('per rule and per game, from the latest answer to each question', () => {
    const facts = new Map([
      ['a', { rules: ['3.20', '5.7'], game: 'nine-ball' }],
      ['b', { rules: ['3.20'], game: 'eight-ball' }],
    ]);
    const p = withAttempts(['a', 0], ['a', 1], ['b', 0]);
    expect(mastery(p, facts, 'rule')).toEqual([
      { key: '3.20', questions: 2, attempts: 3, mastery: 0.5 },
      { key: '5.7', questions: 1, attempts: 2, mastery: 1 },
    ]);
    expect(mastery(p, facts, 'game').map((r) => [r.key, r.mastery])).toEqual([
      ['eight-ball', 0],
      ['nine-ball', 1],
    ]);
  });
});
