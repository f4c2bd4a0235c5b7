// Builds the npm package into dist/: the crate for wasm32-unknown-unknown (release), its JavaScript glue with
// the `wasm-bindgen` command-line tool (which must be the version Cargo.lock pins for the `wasm-bindgen`
// crate), `wasm-opt` when it is installed, then the TypeScript layer with `tsc`.
//
// Usage: npm run build   (in crates/traditional-games-wasm)

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const workspace = join(here, "..", "..");
const crate = "traditional_games_wasm";
const out = join(here, "dist");

function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  console.log(`build: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.error) fail(`cannot run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} failed (exit status ${result.status})`);
}

// The version of the wasm-bindgen crate the lockfile pins: the tool must match it exactly, or the glue it
// writes does not fit the module.
function pinnedVersion() {
  const lock = readFileSync(join(workspace, "Cargo.lock"), "utf8");
  const found = lock.match(/\[\[package\]\]\nname = "wasm-bindgen"\nversion = "([^"]+)"/);
  if (!found) fail("Cargo.lock pins no version of the wasm-bindgen crate");
  return found[1];
}

function checkBindgen(wanted) {
  const install = `install it with: cargo install wasm-bindgen-cli --version ${wanted}`;
  let text;
  try {
    text = execFileSync("wasm-bindgen", ["--version"], { encoding: "utf8" });
  } catch {
    fail(`the wasm-bindgen command-line tool is not on the PATH; ${install}`);
  }
  const version = text.trim().split(/\s+/)[1];
  if (version !== wanted) {
    fail(`wasm-bindgen ${version} is installed, but Cargo.lock pins ${wanted}; ${install}`);
  }
}

const version = pinnedVersion();
checkBindgen(version);

// A release build tuned for the package: no debug info (the workspace's release profile keeps some for
// profiling), one codegen unit and link-time optimisation for a smaller and faster module.
run("cargo", ["build", "--release", "--target", "wasm32-unknown-unknown", "-p", "traditional-games-wasm"], {
  cwd: workspace,
  env: {
    ...process.env,
    CARGO_INCREMENTAL: "0",
    CARGO_PROFILE_RELEASE_DEBUG: "0",
    CARGO_PROFILE_RELEASE_LTO: "fat",
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS: "1",
  },
});

const target = process.env.CARGO_TARGET_DIR ?? join(workspace, "target");
const wasm = join(target, "wasm32-unknown-unknown", "release", `${crate}.wasm`);
if (!existsSync(wasm)) fail(`cargo built no ${wasm}`);

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "wasm"), { recursive: true });
// --target web: an ES module whose loader the TypeScript layer calls (initSync with the file's bytes under
// Node, fetch in browsers); --weak-refs: objects dropped by JavaScript are freed (FinalizationRegistry).
run("wasm-bindgen", [
  "--target",
  "web",
  "--weak-refs",
  "--out-dir",
  join(out, "wasm"),
  "--out-name",
  crate,
  wasm,
]);

const bg = join(out, "wasm", `${crate}_bg.wasm`);
const opt = spawnSync("wasm-opt", ["--version"], { encoding: "utf8" });
if (opt.status === 0) {
  run("wasm-opt", ["-O3", "--enable-bulk-memory", "--enable-nontrapping-float-to-int", bg, "-o", bg]);
} else {
  console.log("build: wasm-opt not found; the module is left as wasm-bindgen wrote it");
}

run(process.execPath, [join(here, "node_modules", "typescript", "bin", "tsc"), "-p", here]);
console.log(`build: dist/ ready (${(statSync(bg).size / 1024).toFixed(0)} KiB of WebAssembly)`);
