// The native `games` command line, for tests and benches that compare the package with the native engine.
// `GAMES_BIN` names a built binary; otherwise it is built here with cargo (debug, or release for benches).

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const workspace = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** The path of the native `games` binary, built when needed. */
export function gamesBinary({ release = false } = {}) {
  if (process.env.GAMES_BIN) return process.env.GAMES_BIN;
  const args = ["build", "--quiet", "-p", "games", "--bin", "games", ...(release ? ["--release"] : [])];
  const built = spawnSync("cargo", args, {
    cwd: workspace,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      CARGO_INCREMENTAL: "0",
      CARGO_PROFILE_DEV_DEBUG: "line-tables-only",
      CARGO_PROFILE_TEST_DEBUG: "line-tables-only",
    },
  });
  if (built.status !== 0) throw new Error("cargo could not build the native `games` binary");
  const target = process.env.CARGO_TARGET_DIR ?? join(workspace, "target");
  const binary = join(target, release ? "release" : "debug", "games");
  if (!existsSync(binary)) throw new Error(`no native binary at ${binary}`);
  return binary;
}

/** Runs the native binary; its standard output. */
export function games(binary, args) {
  return execFileSync(binary, args, { encoding: "utf8", maxBuffer: 64 << 20 });
}

/** Runs the native binary expecting a refusal; its standard error (one line). */
export function refusal(binary, args) {
  const run = spawnSync(binary, args, { encoding: "utf8" });
  if (run.status === 0) throw new Error(`games ${args.join(" ")} was not refused`);
  return run.stderr.trim();
}

/** The plies of a game record's text: `{ seat, text }`, `seat` the seat's name for a seat-tagged ply. */
export function recordPlies(record, seatNames) {
  const plies = [];
  const body = record.split(/\n\n/).slice(1).join("\n\n");
  for (const line of body.split("\n")) {
    const numbered = line.match(/^\d+\.\s+(.*)$/);
    if (!numbered) continue;
    const text = numbered[1].trim();
    const colon = text.indexOf(": ");
    const tag = colon > 0 ? text.slice(0, colon) : null;
    if (tag !== null && seatNames.includes(tag)) {
      plies.push({ seat: tag, text: unquoted(text.slice(colon + 2)) });
    } else {
      plies.push({ seat: null, text: unquoted(text) });
    }
  }
  return plies;
}

/** A move as a record writes it: quoted (with `\\` escapes) when it holds spaces. */
function unquoted(text) {
  if (!(text.length >= 2 && text.startsWith('"') && text.endsWith('"'))) return text;
  return text.slice(1, -1).replace(/\\(.)/g, "$1");
}

/** The final position string `games replay` prints. */
export function replayedPosition(output) {
  const line = output.split("\n").find((l) => l.startsWith("position: "));
  if (line === undefined) throw new Error(`games replay printed no position:\n${output}`);
  return line.slice("position: ".length);
}
