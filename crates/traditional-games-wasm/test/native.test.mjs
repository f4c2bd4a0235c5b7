// Seeded random games of every game and preset, played by the native engine (`games selfplay --save`), agree
// move for move and position for position with the package: each record is read whole (`fromRecord`) and
// replayed ply by ply (`play`, `playAs`), every ply legal in the package, its notation the same, and the
// position after every ply the one the native engine reaches (`games replay FILE --positions`).

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { games, load } from "../dist/index.js";
import { gamesBinary, games as native, recordPlies, replayedPosition } from "./native.mjs";

const binary = gamesBinary();
const GAMES_PER_PRESET = 2;
const MAX_PLIES = 250;

for (const info of games()) {
  for (const preset of info.presets) {
    test(`${info.name} ${preset.name}: native self-play records replay identically`, () => {
      const dir = mkdtempSync(join(tmpdir(), "tg-native-"));
      try {
        native(binary, [
          "selfplay",
          info.name,
          "--rules",
          preset.name,
          "--games",
          String(GAMES_PER_PRESET),
          "--seed",
          "11",
          "--max-plies",
          String(MAX_PLIES),
          "--save",
          dir,
        ]);
        const files = readdirSync(dir).filter((f) => f.endsWith(".pgn"));
        assert.equal(files.length, GAMES_PER_PRESET);
        const game = load(info.name, preset.name);
        for (const file of files) {
          const path = join(dir, file);
          const record = readFileSync(path, "utf8");
          const finalNative = replayedPosition(native(binary, ["replay", path]));

          const whole = game.fromRecord(record);
          assert.equal(whole.position(), finalNative, `${file}: fromRecord`);

          const plies = recordPlies(record, game.seats);
          assert.ok(plies.length > 0, `${file} has plies`);
          const nativePositions = native(binary, ["replay", path, "--positions"]).split("\n");
          assert.equal(nativePositions.pop(), "", `${file}: one position a line`);
          assert.equal(nativePositions.length, plies.length, `${file}: a native position per ply`);
          assert.equal(nativePositions.at(-1), finalNative, `${file}: the native replays agree`);
          const state = game.newState();
          plies.forEach((ply, i) => {
            if (ply.seat === null) {
              assert.ok(state.legalMoves().includes(ply.text), `${file} ply ${i + 1}: ${ply.text} listed`);
              assert.equal(state.play(ply.text), ply.text, `${file} ply ${i + 1}`);
            } else {
              const seat = game.seats.indexOf(ply.seat);
              assert.ok(
                state.legalMovesOf(seat).includes(ply.text),
                `${file} ply ${i + 1}: ${ply.text} of ${ply.seat}`,
              );
              assert.equal(state.playAs(seat, ply.text), ply.text, `${file} ply ${i + 1}`);
            }
            assert.equal(state.position(), nativePositions[i], `${file}: position after ply ${i + 1}`);
          });
          assert.equal(state.position(), finalNative, `${file}: position after the last ply`);
          assert.deepEqual(state.outcome(), whole.outcome(), `${file}: outcome`);
          assert.equal(state.history().length, plies.length);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
}
