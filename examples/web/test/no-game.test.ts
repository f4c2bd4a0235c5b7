import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { games } from "traditional-games";
import { describe, expect, it } from "vitest";

// The page describes no game: everything comes from the package. No source file of the page may name a game
// or a preset of the registry.
describe("the page names no game", () => {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "src");
  const sources = readdirSync(dir).map((name) => ({
    name,
    text: readFileSync(join(dir, name), "utf8").toLowerCase(),
  }));
  const names = games().flatMap((g) => [g.name, ...g.presets.map((p) => p.name).filter((p) => p.length > 3)]);

  it("reads the registry's games", () => {
    expect(names.length).toBeGreaterThan(5);
    expect(sources.length).toBeGreaterThan(5);
  });

  for (const name of new Set(names)) {
    it(`no source names ${name}`, () => {
      const naming = sources.filter((s) => new RegExp(`\\b${name.replace(/[-]/g, "\\-")}\\b`).test(s.text));
      expect(naming.map((s) => s.name)).toEqual([]);
    });
  }
});
