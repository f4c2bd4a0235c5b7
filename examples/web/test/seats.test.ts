import { describe, expect, it } from "vitest";
import { SEAT_OPTIONS, STRENGTH_MILLIS, botSpec, choiceOf, valueOf } from "../src/seats";

describe("seat choices", () => {
  it("map strengths to the registry's bot with growing time budgets", () => {
    expect(botSpec({ kind: "bot", strength: "quick" }, 5)).toEqual({ kind: "bot", millis: 250, seed: 5 });
    expect(botSpec({ kind: "bot", strength: "strong" }, 5)).toEqual({ kind: "bot", millis: 5000, seed: 5 });
    expect(STRENGTH_MILLIS.quick).toBeLessThan(STRENGTH_MILLIS.medium);
    expect(STRENGTH_MILLIS.medium).toBeLessThan(STRENGTH_MILLIS.strong);
  });

  it("give a person no bot, a random mover the random kind", () => {
    expect(botSpec({ kind: "person" }, 1)).toBeNull();
    expect(botSpec({ kind: "random" }, 1)).toEqual({ kind: "random", seed: 1 });
  });

  it("round-trip through the picker's values", () => {
    for (const o of SEAT_OPTIONS) {
      expect(valueOf(choiceOf(o.value))).toBe(o.value);
    }
    expect(choiceOf("nonsense")).toEqual({ kind: "person" });
  });
});
