import { describe, expect, it } from "vitest";
import { draw, nextOutcome, seededRandom } from "../src/chance";

describe("chance outcomes", () => {
  it("draws by probability", () => {
    const outcomes: [string, number][] = [
      ["a", 0.25],
      ["b", 0.75],
    ];
    expect(draw(outcomes, () => 0.1)).toBe("a");
    expect(draw(outcomes, () => 0.3)).toBe("b");
    expect(draw(outcomes, () => 0.999)).toBe("b");
  });

  it("uses again an outcome taken back by undo before drawing anew", () => {
    const kept = ["6-5", "3-1"];
    const outcomes: [string, number][] = [
      ["3-1", 0.5],
      ["6-5", 0.5],
    ];
    expect(nextOutcome(kept, outcomes, () => 0)).toBe("6-5");
    expect(kept).toEqual(["3-1"]);
    expect(nextOutcome(kept, outcomes, () => 0.9)).toBe("3-1");
    expect(nextOutcome(kept, outcomes, () => 0.9)).toBe("6-5");
  });

  it("skips kept outcomes no longer possible", () => {
    const kept = ["deal RS", "deal FH"];
    expect(nextOutcome(kept, [["deal FH", 1]], () => 0)).toBe("deal FH");
    expect(kept).toEqual([]);
  });
});

describe("seeded draws", () => {
  it("repeat for a seed and stay in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
    expect(seededRandom(43)()).not.toBe(xs[0]);
  });
});
