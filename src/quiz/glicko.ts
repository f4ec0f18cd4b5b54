/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation (RD:
 * how unsure the rating is) and its volatility (how erratic the results are). Pure functions on
 * plain numbers, on the Glicko scale (1500 ± 350 for someone new); the steps are numbered as in
 * the paper. Tested against the paper's worked example (glicko.test.ts).
 */

export interface Rating {
  /** the rating (Glicko scale) */
  readonly rating: number;
  /** the rating deviation: one standard deviation of the rating */
  readonly rd: number;
  /** the volatility (σ) */
  readonly vol: number;
}

export interface Game {
  /** the opponent's rating and deviation */
  readonly rating: number;
  readonly rd: number;
  /** 1 win, 0 loss, 0.5 draw (anything between is allowed) */
  readonly score: number;
}

/** Someone never rated: the paper's defaults. */
export const UNRATED: Rating = { rating: 1500, rd: 350, vol: 0.06 };
/** The system constant τ (the paper's example uses 0.5; smaller values change volatility less). */
const TAU = 0.5;
/** The scale factor between the Glicko and the Glicko-2 scale. */
const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** Step 5: the new volatility, by the Illinois algorithm. */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > EPSILON; i += 1) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * The rating after one rating period with these games (steps 2–8). With no games only the
 * deviation grows (step 6), by the volatility once per period.
 */
export function rate(player: Rating, games: readonly Game[], tau: number = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) return { ...player, rd: Math.sqrt(phi * phi + player.vol * player.vol) * SCALE };
  const opp = games.map((x) => ({ mu: (x.rating - 1500) / SCALE, phi: x.rd / SCALE, s: x.score }));
  // Step 3: the estimated variance of the rating from the games alone.
  let vInv = 0;
  let sum = 0;
  for (const o of opp) {
    const E = expected(mu, o.mu, o.phi);
    vInv += g(o.phi) ** 2 * E * (1 - E);
    sum += g(o.phi) * (o.s - E);
  }
  const v = 1 / vInv;
  // Step 4: the estimated improvement.
  const delta = v * sum;
  const sigma = newVolatility(player.vol, phi, v, delta, tau);
  // Steps 6–7: the pre-period deviation, then the new deviation and rating.
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  // Step 8: back to the Glicko scale.
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, vol: sigma };
}

/**
 * The deviation after `periods` rating periods without games (step 6 repeated: φ² grows by σ²
 * each period), never above the deviation of someone unrated.
 */
export function idle(player: Rating, periods: number): Rating {
  if (periods <= 0) return player;
  const phi = player.rd / SCALE;
  const rd = Math.sqrt(phi * phi + periods * player.vol * player.vol) * SCALE;
  return { ...player, rd: Math.min(rd, UNRATED.rd) };
}

/**
 * The chance that a player scores against an opponent, counting both deviations (Glickman's
 * Glicko-1 prediction: the less sure the ratings, the closer to even).
 */
export function winChance(player: Pick<Rating, 'rating' | 'rd'>, opponent: Pick<Rating, 'rating' | 'rd'>): number {
  const phi = Math.sqrt(player.rd ** 2 + opponent.rd ** 2) / SCALE;
  return 1 / (1 + Math.exp(-g(phi) * ((player.rating - opponent.rating) / SCALE)));
}
