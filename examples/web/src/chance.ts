/**
 * Nature's moves (dice, deals) drawn by the page. Outcomes taken back by an undo are kept, oldest first, and
 * used again for the next chance plies wherever they are still possible, so that undo never draws again dice
 * or cards a person has already seen.
 */

/** Draws one outcome among `outcomes` (notation, probability) with `random()` in [0, 1). */
export function draw(outcomes: [string, number][], random: () => number): string {
  const total = outcomes.reduce((sum, [, p]) => sum + p, 0);
  let x = random() * total;
  for (const [move, p] of outcomes) {
    x -= p;
    if (x < 0) {
      return move;
    }
  }
  const last = outcomes[outcomes.length - 1];
  if (last === undefined) {
    throw new Error("no chance outcome to draw");
  }
  return last[0];
}

/**
 * The outcome to play at a chance node: the oldest kept outcome still possible here (taken off `kept`, with
 * the kept outcomes before it that are no longer possible), else a fresh draw.
 */
export function nextOutcome(kept: string[], outcomes: [string, number][], random: () => number): string {
  const possible = new Set(outcomes.map(([move]) => move));
  const index = kept.findIndex((move) => possible.has(move));
  if (index >= 0) {
    const [move] = kept.splice(0, index + 1).slice(-1);
    if (move !== undefined) {
      return move;
    }
  }
  return draw(outcomes, random);
}

/** A repeatable stream of numbers in [0, 1) from `seed` (xorshift32), for a page opened with `?seed=N`. */
export function seededRandom(seed: number): () => number {
  let x = seed >>> 0 || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}
