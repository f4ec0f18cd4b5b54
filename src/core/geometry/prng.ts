/**
 * A small seeded pseudo-random generator (mulberry32) for the few places that want
 * randomness (rack jitter, shuffled racks, benchmarks, quizzes). The core never calls
 * the global random generator: a caller who wants randomness passes a generator, so every run is repeatable.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return {
    next(): number {
      state = (state + 0x6d2b79f5) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 15), z | 1);
      z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
      return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** Uniform in [lo, hi). */
export const uniform = (rng: Random, lo: number, hi: number): number => lo + (hi - lo) * rng.next();

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(items: readonly T[], rng: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
