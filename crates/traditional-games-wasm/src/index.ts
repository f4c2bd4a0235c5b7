// The npm package `traditional-games`: every game of the traditional-games family, its presets, bots and SVG
// boards, from the WebAssembly module built from the Rust registry. This file is a thin layer of classes over
// the module's exports: it names no game (everything comes from the registry), turns every refusal of the
// engine into a `GameError`, and parses the JSON the module returns.

import init, * as raw from "./wasm/traditional_games_wasm.js";

// Loading the module: under Node, its bytes read from the file next to this one (Node's `fetch` cannot read
// files); in browsers and workers, fetched (bundlers see the `new URL(..., import.meta.url)` and ship the file).
const wasmUrl = new URL("./wasm/traditional_games_wasm_bg.wasm", import.meta.url);

interface NodeProcess {
  versions?: { node?: string };
  getBuiltinModule?: (name: string) => unknown;
}
interface NodeFs {
  readFileSync(path: URL): Uint8Array;
}

async function loadModule(): Promise<void> {
  const node = (globalThis as { process?: NodeProcess }).process;
  if (node?.versions?.node !== undefined) {
    // `getBuiltinModule` (Node 20.16+) keeps `node:fs` out of sight of browser bundlers; older Nodes import it.
    const fs =
      (node.getBuiltinModule?.("node:fs") as NodeFs | undefined) ??
      ((await import(/* @vite-ignore */ ["node", "fs"].join(":"))) as NodeFs);
    raw.initSync({ module: fs.readFileSync(wasmUrl) });
  } else {
    await init({ module_or_path: wasmUrl });
  }
}

await loadModule();

/** A refusal of the engine: an unknown game or preset, a bad position or record, an illegal move, a seat
 * that may not act, an undo too far, a bad option. The message is the engine's. */
export class GameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GameError";
  }
}

/** Runs a call into the module, turning the engine's refusals (plain `Error`s from the module) into
 * `GameError`s. Anything else (a bug: a panic shows as a `RuntimeError`) is thrown as it is. */
function engine<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof Error && error.constructor === Error) {
      throw new GameError(error.message);
    }
    throw error;
  }
}

/** The module's object behind a wrapper, or the `GameError` for using a freed one. */
function alive<T>(held: T | null, what: string): T {
  if (held === null) throw new GameError(`this ${what} was freed (free()) and may not be used again`);
  return held;
}

/** @internal For the package's tests only, not part of its API: how many games, states and bots are alive in
 * WebAssembly memory (made and not yet freed, by `free()` or after JavaScript dropped them). */
export function __liveObjects(): { games: number; states: number; bots: number } {
  return JSON.parse(raw.liveObjectsJson()) as { games: number; states: number; bots: number };
}

/** One preset (named rules) of a game. */
export interface PresetInfo {
  /** Its name, as `load` takes it. */
  name: string;
  /** One line about it. */
  about: string;
  /** The seats' names at its table, in seat order. */
  seats: string[];
}

/** A game of the registry. */
export interface GameInfo {
  /** Its name, as `load` takes it. */
  name: string;
  /** One line about it. */
  about: string;
  /** Its presets; the first is the default. */
  presets: PresetInfo[];
  /** The preset `load` uses when none is named. */
  defaultPreset: string;
  /** Whether seats hold secrets (cards, objectives): then show a seat `view(seat)` or `svg({seat})`, never
   * `position()`. */
  hiddenInformation: boolean;
  /** Whether seats may act out of turn (`legalMovesOf(seat)`, `playAs(seat, move)`). */
  outOfTurnActions: boolean;
}

/** Who acts now: a seat on turn, nature (a chance node: a deal, a roll), or nobody (the game is over). */
export type Status = { kind: "move"; seat: number } | { kind: "chance" } | { kind: "over" };

/** The result of a finished game: one score per seat, read as `kind` says (`Rank`: places, 1 is first;
 * `Points`: higher is better; `PenaltyPoints`: lower is better). */
export interface Outcome {
  kind: "Rank" | "Points" | "PenaltyPoints";
  scores: number[];
}

/** One ply of a state's history: the seat that played it (`null`: nature), whether out of turn, and the
 * move in notation. */
export interface PlayedMove {
  seat: number | null;
  outOfTurn: boolean;
  move: string;
}

/** One ply of the history as a seat may know it: who played it (`null`: nature), whether out of turn, and
 * the move in notation, `null` when it is hidden from that seat (a card dealt to another seat). */
export interface SeenMove {
  seat: number | null;
  outOfTurn: boolean;
  move: string | null;
}

/** Everything one seat (or a spectator, `seat: null`) may know of a state, and nothing more: what to send
 * a seat or draw for it. `position` is given only in games without hidden information; `legalMoves` are the
 * seat's moves now, on turn or out of turn (none for a spectator); `picture` is the seat's text picture;
 * `version` counts the plies played. */
export interface View {
  game: string;
  seat: number | null;
  seats: string[];
  status: Status;
  version: number;
  history: SeenMove[];
  legalMoves: string[];
  picture: string;
  position: string | null;
  outcome: Outcome | null;
}

/** An element of a picture to highlight, by its name (its `aria-label`: `c3`, `13`, `bar`, `7S`). */
export interface Highlight {
  name: string;
  /** `last-move`, `selected` or `target` (another word throws `GameError`). */
  kind: string;
}

/** How `svg` draws: whose view (`seat`; `null` or absent: what every seat may see), which seat sits at the
 * bottom, what is highlighted, coordinates on or off, the width in pixels, and a prefix for every `id` (to
 * put several pictures on one page). */
export interface SvgOptions {
  seat?: number | null;
  bottom?: number;
  highlights?: Highlight[];
  coordinates?: boolean;
  size?: number;
  idPrefix?: string;
}

/** A seat kind of the `games` command line for `bestMove`: `random`, `mcts`, `ismcts`, `alphabeta`, `pmcts`,
 * `pismcts` or `bot` (the game's strongest default), with one budget per move: `millis` milliseconds or
 * `iterations` (plies for `alphabeta`), or the command line's suffix in `kind` (`"mcts:2000"`,
 * `"bot:0.5s"`); and the `seed` of its search (0 when absent). */
export interface BotOptions {
  kind: string;
  millis?: number;
  iterations?: number;
  seed?: number;
}

/** Every game of the registry, with its presets and seats. */
export function games(): GameInfo[] {
  return JSON.parse(raw.gamesJson()) as GameInfo[];
}

/** The game named `game` under `preset` (its default when absent). Throws `GameError` for an unknown game or
 * preset. */
export function load(game: string, preset?: string): Game {
  return new Game(engine(() => raw.load(game, preset)));
}

/** A game under one preset: what makes its states. */
export class Game {
  #held: raw.RawGame | null;
  /** The game's name. */
  readonly name: string;
  /** The preset's name. */
  readonly preset: string;
  /** The seats' names, in seat order. */
  readonly seats: string[];

  /** @internal Use `load`. */
  constructor(game: raw.RawGame) {
    this.#held = game;
    this.name = game.name;
    this.preset = game.preset;
    this.seats = game.seats;
  }

  get #raw(): raw.RawGame {
    return alive(this.#held, "game");
  }

  /** The rules string of the preset, as position strings carry it. */
  get rules(): string {
    return engine(() => this.#raw.rules);
  }

  /** One line about the preset. */
  get presetAbout(): string {
    return this.#raw.presetAbout;
  }

  /** The preset's start. */
  newState(): State {
    return new State(this.#raw.newState());
  }

  /** The state a position string (as `position()` gives it) describes, with an empty history. Throws
   * `GameError` for a string that is no position of this game, or one under other rules. */
  fromPosition(text: string): State {
    return new State(engine(() => this.#raw.fromPosition(text)));
  }

  /** The state a game record (as `record()` writes it, or `games play --save` saves it) reaches, every ply
   * checked. Throws `GameError` for a text that is no record, a record of another game or rules, or an
   * illegal ply. */
  fromRecord(text: string): State {
    return new State(engine(() => this.#raw.fromRecord(text)));
  }

  /** Frees the game's memory now (it is freed anyway once JavaScript drops the object); the object may not
   * be used afterwards (its methods throw `GameError`; freeing it again does nothing). The states it made
   * live on. */
  free(): void {
    this.#held?.free();
    this.#held = null;
  }
}

/** A state of a game, with the plies that led to it: a mutable object, as `play` and `undo` change it. */
export class State {
  #held: raw.RawState | null;

  /** @internal Made by a `Game`. */
  constructor(state: raw.RawState) {
    this.#held = state;
  }

  get #raw(): raw.RawState {
    return alive(this.#held, "state");
  }

  /** @internal The module's object, for `bestMove`. */
  get raw(): raw.RawState {
    return this.#raw;
  }

  /** The game's name. */
  get name(): string {
    return this.#raw.name;
  }

  /** The preset's name. */
  get preset(): string {
    return this.#raw.preset;
  }

  /** The seats' names, in seat order. */
  get seats(): string[] {
    return this.#raw.seats;
  }

  /** The legal moves of the seat on turn, or the chance outcomes, in notation, in the order the `games`
   * command line lists them. */
  legalMoves(): string[] {
    return this.#raw.legalMoves();
  }

  /** The action indices of `legalMoves()`, in the same order. */
  legalActions(): number[] {
    return Array.from(this.#raw.legalActions());
  }

  /** What `seat` may do now, on turn or out of turn. Throws `GameError` for a seat the table lacks. */
  legalMovesOf(seat: number): string[] {
    return engine(() => this.#raw.legalMovesOf(seat));
  }

  /** Plays a move for whoever acts now (the seat on turn, or nature at a chance node); returns its
   * notation. Throws `GameError` for a text that is no move, or a move not legal now. */
  play(move: string): string {
    return engine(() => this.#raw.play(move));
  }

  /** Plays a move for `seat`, on turn or out of turn (La Bâtarde's méchoune); returns its notation. Throws
   * `GameError` when the seat may not make it now. */
  playAs(seat: number, move: string): string {
    return engine(() => this.#raw.playAs(seat, move));
  }

  /** Takes back the last `plies` plies (1 by default); a chance outcome is never drawn again. Throws
   * `GameError` when fewer were played. */
  undo(plies?: number): void {
    engine(() => this.#raw.undo(plies));
  }

  /** Who acts now. */
  status(): Status {
    return JSON.parse(this.#raw.statusJson()) as Status;
  }

  /** At a chance node, each outcome in notation with its probability, in the order of `legalMoves()`;
   * empty elsewhere. */
  chanceOutcomes(): [string, number][] {
    return JSON.parse(this.#raw.chanceOutcomesJson()) as [string, number][];
  }

  /** The result, once the game is over; `null` before. */
  outcome(): Outcome | null {
    return JSON.parse(this.#raw.outcomeJson()) as Outcome | null;
  }

  /** The position string: the whole state, every seat's secrets included in games with hidden information
   * (show a seat `view(seat)` instead). `game.fromPosition` reads it back. */
  position(): string {
    return this.#raw.position();
  }

  /** The game so far as a game record (PGN-like text), which `game.fromRecord` and `games replay` read. */
  record(): string {
    return this.#raw.record();
  }

  /** Every ply played since the history began (chance outcomes and out-of-turn moves included), as the
   * position string shows the whole state; `view(seat).history` is what a seat may know of it. */
  history(): PlayedMove[] {
    return JSON.parse(this.#raw.historyJson()) as PlayedMove[];
  }

  /** Everything `seat` may know now and nothing more (`null`: a spectator); see `View`. Throws `GameError`
   * for a seat the table lacks. */
  view(seat: number | null): View {
    return JSON.parse(engine(() => this.#raw.viewJson(seat ?? undefined))) as View;
  }

  /** What `seat` observes, as the game's observation tensor (flat; `observationShape()` gives its
   * dimensions). Throws `GameError` for a seat the table lacks. */
  observation(seat: number): Float32Array {
    return engine(() => this.#raw.observation(seat));
  }

  /** The dimensions of `observation(seat)`. */
  observationShape(): number[] {
    return Array.from(this.#raw.observationShape());
  }

  /** The board as an SVG picture (the text of one `<svg>` element) from a seat's point of view. Every
   * element a person can click has an `id` and an `aria-label` naming it in the game's notation. Throws
   * `GameError` for a bad option. */
  svg(options: SvgOptions = {}): string {
    return engine(() => this.#raw.svg(JSON.stringify(options)));
  }

  /** The names of the elements of `svg({seat})` (their `aria-label`s; `seat` the one that makes the move)
   * a person clicks, in order, to make `move` here: a draughts capture's squares, a chess move's from and to,
   * backgammon's points (`bar`, `off`), a card, a bid. Empty for moves made by a button (a cube action, a
   * choice of dice). Several moves may share their parts (a promotion's pieces, backgammon's pairs): ask
   * which. Throws `GameError` for a text that is no move here. */
  moveParts(move: string): string[] {
    return engine(() => this.#raw.moveParts(move));
  }

  /** Plays a random legal move (or draws a chance outcome with its probability) from the state's random
   * stream, restarted from `seed` when given (a new state's stream starts from seed 0); returns its
   * notation, or `null` once the game is over. Throws `GameError` for a seed that is not a whole number
   * from 0 to 2^53 - 1. */
  playRandom(seed?: number): string | null {
    return engine(() => this.#raw.playRandom(seed)) ?? null;
  }

  /** Plays random moves until the game is over (or `maxPlies` were played), as `playRandom` would, without
   * returning their notation; returns the plies played. */
  playRandomGame(seed?: number, maxPlies?: number): number {
    return engine(() => this.#raw.playRandomGame(seed, maxPlies));
  }

  /** Perft: the number of move sequences of `depth` plies from here. */
  perft(depth: number): number {
    return this.#raw.perft(depth);
  }

  /** A copy of the state (its history and random stream included) that changes independently. */
  clone(): State {
    return new State(this.#raw.clone());
  }

  /** Frees the state's memory now (it is freed anyway once JavaScript drops the object); the object may not
   * be used afterwards (its methods throw `GameError`; freeing it again does nothing). */
  free(): void {
    this.#held?.free();
    this.#held = null;
  }
}

/** The move a bot of the seat kind `seat.kind` chooses for the seat on turn in `state` (the state is not
 * changed). A search for hidden information reads only the seat's view; `mcts` and `alphabeta`, which would
 * read the others' secrets, are refused in such games. Throws `GameError` when no seat is on turn, for an
 * unknown kind or a bad budget, or a search that does not fit the game. */
export function bestMove(state: State, seat: BotOptions): string {
  return engine(() => state.raw.bestMove(seat.kind, seat.millis, seat.iterations, seat.seed));
}

/** A bot playing one seat through a whole game: the same searches as `bestMove`, but one object that keeps
 * its search tree between its moves (MCTS moves the tree down by the plies played since) and takes
 * out-of-turn actions (La Bâtarde's méchoune) when its search judges them good. */
export class Bot {
  #held: raw.RawBot | null;

  /** A bot of `options.kind` (see `BotOptions`) for `seat` of `game` (a `Game`, a `State` or a game's
   * name). Throws `GameError` for an unknown game or kind, a bad budget or seed, a bad seat number. */
  constructor(game: Game | State | string, seat: number, options: BotOptions) {
    const name = typeof game === "string" ? game : game.name;
    this.#held = engine(
      () => new raw.RawBot(name, seat, options.kind, options.millis, options.iterations, options.seed),
    );
  }

  get #raw(): raw.RawBot {
    return alive(this.#held, "bot");
  }

  /** The seat it plays. */
  get seat(): number {
    return this.#raw.seat;
  }

  /** One line about its last search (iterations or depth, value, time); empty for `random`. */
  get info(): string {
    return this.#raw.info;
  }

  /** Its move in `state`, where its seat is on turn (the state is not changed). Throws `GameError` when its
   * seat is not on turn, the state is another game's, or the search does not fit the game. */
  choose(state: State): string {
    return engine(() => this.#raw.choose(state.raw));
  }

  /** An out-of-turn action its seat takes now in `state`, or `null`. */
  outOfTurn(state: State): string | null {
    return engine(() => this.#raw.outOfTurn(state.raw)) ?? null;
  }

  /** Frees the bot's memory now (it is freed anyway once JavaScript drops the object); the object may not
   * be used afterwards (its methods throw `GameError`; freeing it again does nothing). */
  free(): void {
    this.#held?.free();
    this.#held = null;
  }
}
