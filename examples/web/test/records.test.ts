import { describe, expect, it } from "vitest";
import { fileName, tag } from "../src/records";

describe("records", () => {
  const record = '[Game "some-game"]\n[Rules "4p"]\n[Event "a \\"quoted\\" event"]\n\n1. dealer P3\n*\n';
  it("reads a record's tags", () => {
    expect(tag(record, "Game")).toBe("some-game");
    expect(tag(record, "Rules")).toBe("4p");
    expect(tag(record, "Event")).toBe('a "quoted" event');
    expect(tag(record, "Start")).toBeNull();
  });
  it("names the saved file after the game, preset and time", () => {
    expect(fileName("g", "p", new Date(Date.UTC(2026, 10, 27, 13, 5, 9)))).toBe("g-p-20261127-130509.pgn");
  });
});
