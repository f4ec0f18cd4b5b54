import { describe, expect, test } from 'vitest';
import { mastery } from './mastery.ts';
import {
  emptyProgress,
  exportText,
  type KeyValueStore,
  loadProgress,
  mergeImported,
  type Progress,
  readProgress,
  recordAttempt,
  SET_ASIDE_PREFIX,
  STORAGE_KEY,
  saveProgress,
} from './progress.ts';
import { applyReview, dueIds, missedIds, ratingFor, reviewCard, reviewQueue } from './schedule.ts';

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
    expect(loadProgress(new MapStore(), NOW)).toEqual({ progress: emptyProgress(), notice: null, writable: true });
  });
  test('current version round-trips', () => {
    const s = new MapStore();
    const p = withAttempts(['a', 1], ['b', 0]);
    saveProgress(s, p);
    expect(loadProgress(s, NOW).progress).toEqual(p);
  });
  test('version 1 is migrated to version 2 and written back', () => {
    const s = new MapStore();
    s.setItem(STORAGE_KEY, JSON.stringify({ version: 1, answers: { q1: { right: 2, wrong: 1, last: at(0) } } }));
    const { progress, notice } = loadProgress(s, NOW);
    expect(notice).toBeNull();
    expect(progress.version).toBe(2);
    expect(progress.attempts.map((a) => a.score)).toEqual([0, 1, 1]);
    expect(JSON.parse(s.getItem(STORAGE_KEY) as string).version).toBe(2);
  });
  test.each([
    ['not JSON', '{"version": 2, "attempts": [', 'not-json'],
    ['foreign data', '{"theme":"dark"}', 'foreign'],
    ['a newer version', '{"version": 9, "attempts": []}', 'newer'],
    ['a damaged record', '{"version": 2, "attempts": [{"id": 3}], "cards": {}, "exams": []}', 'invalid'],
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
