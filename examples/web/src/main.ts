/**
 * The playground: pick a game, a preset and who plays each seat, then play by clicking the board. Everything
 * about a game (its name, presets, seats, board, moves and what a click means) comes from the
 * `traditional-games` package; this page names no game.
 */

import { element } from "./dom";
import { games, load, type Game, type GameInfo, type State } from "traditional-games";
import { Bots, Cancelled } from "./bots";
import { nextOutcome, seededRandom } from "./chance";
import { buttonMoves, click, select, type ClickableMove } from "./clicks";
import { fileName, tag } from "./records";
import { seenHistory } from "./seen";
import type { BotTask } from "./botProtocol";
import { SEAT_OPTIONS, botSpec, choiceOf, type BotSpec, type SeatChoice } from "./seats";
import { people, tableView, type TableView } from "./table";
import { linkOfPage, openOnline, wireOnline } from "./online";

/** An element of the board to highlight, as `State.svg` takes it. */
type Highlight = { name: string; kind: "last-move" | "selected" | "target" };

const ui = {
  loading: element<HTMLParagraphElement>("loading"),
  setup: element<HTMLElement>("setup"),
  game: element<HTMLSelectElement>("game"),
  preset: element<HTMLSelectElement>("preset"),
  gameAbout: element<HTMLParagraphElement>("game-about"),
  presetAbout: element<HTMLParagraphElement>("preset-about"),
  seatPickers: element<HTMLDivElement>("seat-pickers"),
  play: element<HTMLButtonElement>("play"),
  playOnline: element<HTMLButtonElement>("play-online"),
  load: element<HTMLInputElement>("load"),
  waitPeople: element<HTMLInputElement>("wait-people"),
  setupError: element<HTMLParagraphElement>("setup-error"),
  table: element<HTMLElement>("table"),
  tableTitle: element<HTMLHeadingElement>("table-title"),
  turn: element<HTMLParagraphElement>("turn"),
  thinking: element<HTMLParagraphElement>("thinking"),
  thinkingText: element<HTMLSpanElement>("thinking-text"),
  pass: element<HTMLDivElement>("pass"),
  passText: element<HTMLParagraphElement>("pass-text"),
  reveal: element<HTMLButtonElement>("reveal"),
  board: element<HTMLDivElement>("board"),
  choices: element<HTMLDivElement>("choices"),
  outOfTurn: element<HTMLDivElement>("out-of-turn"),
  goOnBox: element<HTMLDivElement>("go-on-box"),
  goOn: element<HTMLButtonElement>("go-on"),
  moveForm: element<HTMLFormElement>("move-form"),
  moveText: element<HTMLInputElement>("move-text"),
  error: element<HTMLParagraphElement>("error"),
  result: element<HTMLParagraphElement>("result"),
  undo: element<HTMLButtonElement>("undo"),
  save: element<HTMLButtonElement>("save"),
  replay: element<HTMLButtonElement>("replay"),
  speed: element<HTMLButtonElement>("speed"),
  newGame: element<HTMLButtonElement>("new-game"),
  replayControls: element<HTMLDivElement>("replay-controls"),
  replayFirst: element<HTMLButtonElement>("replay-first"),
  replayBack: element<HTMLButtonElement>("replay-back"),
  replayForward: element<HTMLButtonElement>("replay-forward"),
  replayLast: element<HTMLButtonElement>("replay-last"),
  replaySeat: element<HTMLSelectElement>("replay-seat"),
  replayPlayOn: element<HTMLButtonElement>("replay-play-on"),
  replayPly: element<HTMLSpanElement>("replay-ply"),
  speedResult: element<HTMLParagraphElement>("speed-result"),
  moves: element<HTMLOListElement>("moves"),
};

/** A record being stepped through. */
interface Replay {
  /** The whole game. */
  final: State;
  /** The plies shown. */
  ply: number;
  /** The state after `ply` plies. */
  shown: State;
  /** The seat whose view is drawn; `null`: what every seat may see. */
  seat: number | null;
}

/** The game on the table. */
interface Session {
  info: GameInfo;
  preset: string;
  seatNames: string[];
  game: Game;
  state: State;
  seats: SeatChoice[];
  /** The board elements clicked so far towards a move. */
  clicked: string[];
  /** Chance outcomes taken back by undo, used again before any new draw. */
  kept: string[];
  /** The seat whose person confirmed the pass screen and sees its hidden view now (hot seat). */
  revealed: number | null;
  /** The history length at which the people let the bots go on without acting out of turn. */
  goneOnAt: number | null;
  /** What the bots' worker is doing for this game (shown as thinking), if anything. */
  thinking: { text: string } | null;
  /** Names the game for the worker, which keeps each seat's bot for as long as the game lasts. */
  id: number;
  /** The seeds of the seats' bots. */
  seeds: number[];
  /** The history length at which the bots were last asked for out-of-turn actions and took none. */
  botsAskedAt: number | null;
  replay: Replay | null;
}

const catalogue: GameInfo[] = games();
/** Nature's draws and the bots' seeds: repeatable when the page is opened with `?seed=N` (the tests do). */
const seedParam = new URLSearchParams(location.search).get("seed");
const random: () => number = seedParam === null ? Math.random : seededRandom(Number(seedParam));
const bots = new Bots();
let session: Session | null = null;
let nextSessionId = 1;
/** What the board offers to click now (recomputed by each render). */
let offered: ClickableMove[] = [];

function info(name: string): GameInfo {
  const found = catalogue.find((g) => g.name === name);
  if (found === undefined) {
    throw new Error(`no game named ${name}`);
  }
  return found;
}

function option(value: string, label: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = label;
  return o;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.addEventListener("click", onClick);
  return b;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Shows a refusal where the person looks: beside the board during a game, under the form otherwise. */
function showError(text: string): void {
  (session === null ? ui.setupError : ui.error).textContent = text;
}

// ---- the setup form ----------------------------------------------------------------------------------------

function fillPresets(): void {
  const game = info(ui.game.value);
  ui.gameAbout.textContent = game.about;
  ui.preset.replaceChildren(...game.presets.map((p) => option(p.name, p.name)));
  ui.preset.value = game.defaultPreset;
  fillSeats();
}

function fillSeats(): void {
  const game = info(ui.game.value);
  const preset = game.presets.find((p) => p.name === ui.preset.value);
  ui.presetAbout.textContent = preset?.about ?? "";
  const previous = [...ui.seatPickers.querySelectorAll("select")].map((s) => s.value);
  const pickers = (preset?.seats ?? []).map((seat, i) => {
    const label = document.createElement("label");
    label.textContent = `${seat} `;
    const picker = document.createElement("select");
    picker.setAttribute("aria-label", `${seat} is played by`);
    picker.dataset.seat = String(i);
    picker.append(...SEAT_OPTIONS.map((o) => option(o.value, o.label)));
    picker.value = previous[i] ?? (i === 0 ? "person" : "quick");
    label.append(picker);
    return label;
  });
  ui.seatPickers.replaceChildren(...pickers);
}

function chosenSeats(): SeatChoice[] {
  return [...ui.seatPickers.querySelectorAll("select")].map((s) => choiceOf(s.value));
}

// ---- starting, ending --------------------------------------------------------------------------------------

function endSession(): void {
  bots.cancel();
  if (session !== null) {
    session.replay?.final.free();
    session.replay?.shown.free();
    session.state.free();
    session.game.free();
  }
  session = null;
}

function startSession(gameName: string, preset: string, make: (game: Game) => State): void {
  const game = load(gameName, preset);
  let state: State;
  try {
    state = make(game);
  } catch (error) {
    game.free();
    throw error;
  }
  endSession();
  const gameInfo = info(gameName);
  session = {
    info: gameInfo,
    preset,
    seatNames: game.seats,
    game,
    state,
    seats: chosenSeats(),
    clicked: [],
    kept: [],
    revealed: null,
    goneOnAt: null,
    thinking: null,
    id: nextSessionId++,
    seeds: game.seats.map(() => Math.floor(random() * 2 ** 31)),
    botsAskedAt: null,
    replay: null,
  };
  ui.error.textContent = "";
  ui.setupError.textContent = "";
  ui.speedResult.textContent = "";
  ui.tableTitle.textContent = `${gameInfo.name} (${preset})`;
  ui.table.hidden = false;
  ui.setup.hidden = true;
  advance();
}

async function loadRecordFile(file: File): Promise<void> {
  const text = await file.text();
  const gameName = tag(text, "Game");
  if (gameName === null || !catalogue.some((g) => g.name === gameName)) {
    showError(`${file.name}: the record names no game this page knows ([Game "..."] tag)`);
    return;
  }
  const preset = tag(text, "Rules") ?? info(gameName).defaultPreset;
  if (ui.game.value !== gameName) {
    ui.game.value = gameName;
    fillPresets();
  }
  ui.preset.value = preset;
  fillSeats();
  try {
    startSession(gameName, preset, (game) => game.fromRecord(text));
  } catch (error) {
    showError(`${file.name}: ${message(error)}`);
  }
}

// ---- the game loop -----------------------------------------------------------------------------------------

function onTurn(state: State): number | null {
  const status = state.status();
  return status.kind === "move" ? status.seat : null;
}

/** The out-of-turn actions `seat` may take now (its legal moves beyond those of its turn). */
function outOfTurnMoves(s: Session, seat: number): string[] {
  if (!s.info.outOfTurnActions) {
    return [];
  }
  const own = onTurn(s.state) === seat ? new Set(s.state.legalMoves()) : new Set<string>();
  return s.state.legalMovesOf(seat).filter((m) => !own.has(m));
}

function peopleMayActOutOfTurn(s: Session): boolean {
  return people(s.seats).some((seat) => outOfTurnMoves(s, seat).length > 0);
}

/** The bots' seat kinds, each seeded once per game (a seat's bot keeps its search between moves). */
function botSeats(s: Session): { seat: number; spec: BotSpec }[] {
  return s.seats.flatMap((choice, seat) => {
    const spec = botSpec(choice, s.seeds[seat] ?? seat);
    return spec === null ? [] : [{ seat, spec }];
  });
}

/** Hands a search to the worker, shows `text` meanwhile, and plays its move (if any) when it answers. */
function search(s: Session, text: string, task: BotTask, after: (move: string | null) => void): void {
  const thinking = { text };
  s.thinking = thinking;
  render();
  bots.think(task).then(
    ({ move, seat }) => {
      if (session !== s || s.thinking !== thinking) {
        return;
      }
      s.thinking = null;
      if (move !== null) {
        try {
          if (task.kind === "outOfTurn" && seat !== null) {
            s.state.playAs(seat, move);
          } else {
            s.state.play(move);
          }
        } catch (error) {
          showError(`the bot's move ${move}: ${message(error)}`);
        }
        s.clicked = [];
      }
      after(move);
    },
    (error: unknown) => {
      if (error instanceof Cancelled || session !== s || s.thinking !== thinking) {
        return;
      }
      s.thinking = null;
      showError(message(error));
      render();
    },
  );
}

/**
 * Plays nature's moves, then lets the bots act: first their out-of-turn actions (once per position, after
 * the people had their chance), then the bot on turn. A person on turn is waited for.
 */
function advance(): void {
  const s = session;
  if (s === null) {
    return;
  }
  if (s.replay === null) {
    while (s.state.status().kind === "chance") {
      s.state.play(nextOutcome(s.kept, s.state.chanceOutcomes(), random));
    }
  }
  render();
  if (s.replay !== null || s.thinking !== null || s.state.status().kind === "over") {
    return;
  }
  const plies = s.state.history().length;
  if (ui.waitPeople.checked && s.goneOnAt !== plies && peopleMayActOutOfTurn(s)) {
    return; // render() offers the people their out-of-turn actions and, on a bot's turn, a button to go on
  }
  const about = { game: s.info.name, preset: s.preset, record: s.state.record() };
  const seatBots = botSeats(s);
  if (s.info.outOfTurnActions && seatBots.length > 0 && s.botsAskedAt !== plies) {
    search(
      s,
      "The bots consider acting out of turn…",
      { ...about, kind: "outOfTurn", session: s.id, seats: seatBots },
      (move) => {
        if (move === null) {
          s.botsAskedAt = plies;
        }
        advance();
      },
    );
    return;
  }
  const seat = onTurn(s.state);
  const onTurnBot = seatBots.find((b) => b.seat === seat);
  if (seat === null || onTurnBot === undefined) {
    return;
  }
  search(
    s,
    `${s.seatNames[seat] ?? seat} (bot) is thinking…`,
    { ...about, kind: "choose", session: s.id, seat, spec: onTurnBot.spec },
    () => advance(),
  );
}

/** A person's move: `seat` acting out of turn, or (`null`) the seat on turn. */
function personPlays(seat: number | null, move: string): boolean {
  const s = session;
  if (s === null || s.replay !== null) {
    return false;
  }
  if (s.thinking !== null) {
    bots.cancel();
    s.thinking = null;
  }
  try {
    if (seat === null) {
      s.state.play(move);
    } else {
      s.state.playAs(seat, move);
    }
  } catch (error) {
    showError(message(error));
    render();
    return false;
  }
  ui.error.textContent = "";
  s.clicked = [];
  s.revealed = null;
  s.goneOnAt = null;
  s.botsAskedAt = null;
  advance();
  return true;
}

/** Takes back every ply since the last person's move, that move included; chance outcomes are kept. */
function undo(): void {
  const s = session;
  if (s === null || s.replay !== null) {
    return;
  }
  const history = s.state.history();
  let last = history.length - 1;
  while (last >= 0) {
    const seat = history[last]?.seat;
    if (seat !== null && seat !== undefined && s.seats[seat]?.kind === "person") {
      break;
    }
    last -= 1;
  }
  if (last < 0) {
    showError("no move of a person to take back");
    return;
  }
  bots.cancel();
  s.thinking = null;
  const undone = history.slice(last);
  s.state.undo(undone.length);
  s.kept = [...undone.filter((m) => m.seat === null).map((m) => m.move), ...s.kept];
  s.clicked = [];
  s.revealed = null;
  s.goneOnAt = null;
  s.botsAskedAt = null;
  ui.error.textContent = "";
  advance();
}

function onBoardClick(name: string): void {
  const s = session;
  if (s === null || s.replay !== null) {
    return;
  }
  const result = click(offered, s.clicked, name);
  if (result.kind === "play") {
    personPlays(null, result.move);
  } else if (result.kind === "select") {
    s.clicked = result.selection.clicked;
    render();
  }
}

function onTextMove(text: string): void {
  const s = session;
  if (s === null) {
    return;
  }
  const move = text.trim();
  if (move === "") {
    return;
  }
  // "SEAT: MOVE", as records write an out-of-turn action: the seat named before the colon acts
  const tagged = /^([^:\s]+):\s*(.+)$/.exec(move);
  const seat = tagged ? s.seatNames.indexOf(tagged[1] ?? "") : -1;
  const view = tableView(s.seats, s.info.hiddenInformation, onTurn(s.state), s.revealed);
  if (tagged && seat >= 0) {
    if (s.seats[seat]?.kind !== "person") {
      showError(`${tagged[1]} is not played by a person`);
      return;
    }
    if (personPlays(seat, tagged[2] ?? "")) {
      ui.moveText.value = "";
    }
    return;
  }
  if (!view.canAct) {
    showError("it is not a person's turn (or the screen is not passed yet)");
    return;
  }
  if (personPlays(null, move)) {
    ui.moveText.value = "";
  }
}

// ---- replay ------------------------------------------------------------------------------------------------

function showPly(ply: number): void {
  const replay = session?.replay;
  if (replay === undefined || replay === null) {
    return;
  }
  const total = replay.final.history().length;
  const target = Math.max(0, Math.min(total, ply));
  const shown = replay.final.clone();
  shown.undo(total - target);
  replay.shown.free();
  replay.shown = shown;
  replay.ply = target;
  render();
}

function startReplay(): void {
  const s = session;
  if (s === null || s.replay !== null) {
    return;
  }
  bots.cancel();
  s.thinking = null;
  const final = s.state.clone();
  const ply = final.history().length;
  s.replay = { final, ply, shown: final.clone(), seat: null };
  // what the replay may show from a seat's point of view: every seat once the game is over; before that, in a
  // game with hidden information, only a lone person's own view (the hot seat's people see the public one)
  const persons = people(s.seats);
  const viewable = s.seatNames
    .map((name, i) => ({ name, i }))
    .filter(
      ({ i }) =>
        final.status().kind === "over" ||
        !s.info.hiddenInformation ||
        (persons.length === 1 && persons[0] === i),
    );
  ui.replaySeat.replaceChildren(
    option("", "every seat (public view)"),
    ...viewable.map(({ name, i }) => option(String(i), name)),
  );
  ui.replaySeat.value = "";
  render();
}

/** Leaves the replay, playing on from the ply shown; the later chance outcomes are kept for the next draws. */
function playOnFromReplay(): void {
  const s = session;
  const replay = s?.replay;
  if (s === null || replay === null || replay === undefined) {
    return;
  }
  const later = replay.final.history().slice(replay.ply);
  s.kept = later.filter((m) => m.seat === null).map((m) => m.move);
  s.state.free();
  s.state = replay.shown;
  replay.final.free();
  s.replay = null;
  s.clicked = [];
  s.revealed = null;
  s.goneOnAt = null;
  s.botsAskedAt = null;
  advance();
}

// ---- drawing -----------------------------------------------------------------------------------------------

/** The board elements the last move used (drawn as the last move), when the viewer may know that move. */
function lastMoveParts(state: State, viewer: number | null): string[] {
  const seen = seenHistory(state, viewer);
  const last = seen[seen.length - 1];
  if (last === undefined || last.move === null || last.seat === null) {
    return [];
  }
  const before = state.clone();
  try {
    before.undo(1);
    return before.moveParts(last.move);
  } catch {
    return [];
  } finally {
    before.free();
  }
}

function partsOf(state: State, move: string): string[] {
  try {
    return state.moveParts(move);
  } catch {
    return [];
  }
}

function formatOutcome(s: Session, state: State): string {
  const outcome = state.outcome();
  if (outcome === null) {
    return "";
  }
  const scores = (outcome.scores ?? []).map((score, i) => `${s.seatNames[i] ?? i} ${score}`).join(", ");
  const recorded = tag(state.record(), "Result");
  return `Game over: ${outcome.kind}${scores ? ` (${scores})` : ""}${recorded ? ` — result ${recorded}` : ""}`;
}

function renderMoves(s: Session, state: State, viewer: number | null, shownPlies: number | null): void {
  const items = seenHistory(state, viewer).map((m, i) => {
    const li = document.createElement("li");
    const actor = m.outOfTurn && m.seat !== null ? `${s.seatNames[m.seat] ?? m.seat}: ` : "";
    li.textContent = `${actor}${m.move ?? "(hidden)"}`;
    if (shownPlies !== null && i === shownPlies - 1) {
      li.setAttribute("aria-current", "step");
    }
    return li;
  });
  ui.moves.replaceChildren(...items);
  ui.moves.lastElementChild?.scrollIntoView({ block: "nearest" });
}

function drawBoard(
  state: State,
  view: { seat: number | null; bottom: number | null },
  highlights: Highlight[],
  next: string[],
): void {
  const options = { seat: view.seat, highlights, coordinates: true, size: 560 };
  // the picture is drawn anew: a keyboard player's focus goes back to the element of the same name
  const focused = ui.board.contains(document.activeElement)
    ? document.activeElement?.getAttribute("aria-label")
    : null;
  ui.board.innerHTML = state.svg(view.bottom === null ? options : { ...options, bottom: view.bottom });
  if (focused !== null && focused !== undefined) {
    const again = [...ui.board.querySelectorAll('[role="button"][aria-label]')].find(
      (e) => e.getAttribute("aria-label") === focused,
    );
    if (again instanceof SVGElement || again instanceof HTMLElement) {
      again.focus();
    }
  }
  ui.board.dataset.next = JSON.stringify(next);
  ui.board.dataset.seat = view.seat === null ? "" : String(view.seat);
}

function renderReplay(s: Session, replay: Replay): void {
  const state = replay.shown;
  const total = replay.final.history().length;
  drawBoard(
    state,
    { seat: replay.seat, bottom: replay.seat },
    lastMoveParts(state, replay.seat).map((name): Highlight => ({ name, kind: "last-move" })),
    [],
  );
  ui.turn.textContent = `Replay: ply ${replay.ply} of ${total}`;
  ui.replayPly.textContent = `${replay.ply} / ${total}`;
  ui.result.textContent = state.status().kind === "over" ? formatOutcome(s, state) : "";
  renderMoves(s, state, replay.seat, replay.ply);
  ui.choices.replaceChildren();
  ui.outOfTurn.replaceChildren();
  ui.goOnBox.hidden = true;
  ui.pass.hidden = true;
}

function render(): void {
  const s = session;
  ui.table.hidden = s === null;
  if (s === null) {
    return;
  }
  ui.replayControls.hidden = s.replay === null;
  ui.replay.disabled = s.replay !== null;
  ui.undo.disabled = s.replay !== null;
  ui.moveForm.hidden = s.replay !== null;
  ui.thinking.hidden = s.thinking === null;
  ui.thinkingText.textContent = s.thinking?.text ?? "";
  ui.board.setAttribute("aria-busy", String(s.thinking !== null));
  if (s.replay !== null) {
    offered = [];
    renderReplay(s, s.replay);
    return;
  }
  const state = s.state;
  const status = state.status();
  const seat = onTurn(state);
  const view: TableView = tableView(s.seats, s.info.hiddenInformation, seat, s.revealed);
  offered =
    view.canAct && s.thinking === null
      ? state.legalMoves().map((move) => ({ move, parts: partsOf(state, move) }))
      : [];
  const selection = select(offered, s.clicked);
  const highlights: Highlight[] = [
    ...s.clicked.map((name): Highlight => ({ name, kind: "selected" })),
    ...(s.clicked.length > 0 ? selection.next.map((name): Highlight => ({ name, kind: "target" })) : []),
    ...lastMoveParts(state, view.seat).map((name): Highlight => ({ name, kind: "last-move" })),
  ];
  drawBoard(state, view, highlights, selection.next);

  const name = (i: number): string => s.seatNames[i] ?? String(i);
  if (status.kind === "over") {
    ui.turn.textContent = "The game is over.";
  } else if (seat !== null) {
    const who = s.seats[seat]?.kind === "person" ? "" : " (bot)";
    ui.turn.textContent = `${name(seat)}${who} to move.`;
  }
  ui.result.textContent = status.kind === "over" ? formatOutcome(s, state) : "";

  // the pass screen of the hot seat
  ui.pass.hidden = view.passTo === null;
  if (view.passTo !== null) {
    ui.passText.textContent = `Pass the screen to ${name(view.passTo)}: the next view shows what only ${name(view.passTo)} may see.`;
    ui.reveal.textContent = `Show ${name(view.passTo)}'s view`;
  }

  // moves made by buttons: those without board parts, and a choice between complete moves
  const choices = s.clicked.length > 0 ? selection.complete.map((m) => m.move) : buttonMoves(offered);
  ui.choices.replaceChildren(...choices.map((move) => button(move, () => personPlays(null, move))));
  if (s.clicked.length > 0) {
    ui.choices.append(
      button("Cancel selection", () => {
        s.clicked = [];
        render();
      }),
    );
  }

  // out-of-turn actions of the people's seats
  const offers =
    status.kind === "over"
      ? []
      : people(s.seats).flatMap((p) => outOfTurnMoves(s, p).map((move) => ({ seat: p, move })));
  ui.outOfTurn.replaceChildren(
    ...offers.map(({ seat: p, move }) => button(`${name(p)}: ${move}`, () => personPlays(p, move))),
  );

  // a bot waiting for the people's out-of-turn chance
  const plies = state.history().length;
  const waiting =
    seat !== null &&
    s.seats[seat]?.kind !== "person" &&
    s.thinking === null &&
    offers.length > 0 &&
    ui.waitPeople.checked &&
    s.goneOnAt !== plies;
  ui.goOnBox.hidden = !waiting;
  if (waiting) {
    ui.goOn.textContent = `Let ${name(seat)} move`;
  }
  ui.undo.disabled = !state.history().some((m) => m.seat !== null && s.seats[m.seat]?.kind === "person");
  renderMoves(s, state, view.seat, null);
}

// ---- measuring -----------------------------------------------------------------------------------------------

/**
 * Times the search of the game's sampling bot (`mcts`, or `ismcts` with hidden information) from the position
 * on the table, in the bots' worker: runs of growing length (from 1,000 iterations) until one takes at least
 * 300 ms (the first runs also warm the module up), whose rate is shown.
 */
async function measureSpeed(): Promise<void> {
  const s = session;
  if (s === null) {
    return;
  }
  const kind = s.info.hiddenInformation ? "ismcts" : "mcts";
  const state = s.replay?.shown ?? s.state;
  if (onTurn(state) === null) {
    ui.speedResult.textContent = "No seat is on turn: nothing to measure.";
    return;
  }
  ui.speedResult.textContent = `Measuring ${kind}…`;
  delete ui.speedResult.dataset.perSecond;
  s.thinking = null; // the measure takes the worker: a bot thinking now starts again afterwards
  const record = state.record();
  try {
    let iterations = 1000;
    let millis = 0;
    for (let run = 1; run <= 5; run++) {
      const spec = { kind, iterations, seed: run };
      ({ millis } = await bots.think({ kind: "measure", game: s.info.name, preset: s.preset, record, spec }));
      if (millis >= 300 || iterations >= 2_000_000) {
        break;
      }
      iterations = Math.min(2_000_000, Math.ceil((iterations * 500) / Math.max(millis, 5)));
    }
    const perSecond = Math.round((iterations * 1000) / millis);
    ui.speedResult.textContent = `${kind}: ${iterations} iterations in ${Math.round(millis)} ms, ${perSecond} iterations per second`;
    ui.speedResult.dataset.perSecond = String(perSecond);
  } catch (error) {
    ui.speedResult.textContent = error instanceof Cancelled ? "" : `Measuring failed: ${message(error)}`;
  }
  if (session === s) {
    advance();
  }
}

// ---- wiring ----------------------------------------------------------------------------------------------------

function boardTarget(event: Event): string | null {
  const target = event.target instanceof Element ? event.target.closest('[role="button"][aria-label]') : null;
  return target?.getAttribute("aria-label") ?? null;
}

function wire(): void {
  ui.game.append(...catalogue.map((g) => option(g.name, g.name)));
  ui.game.addEventListener("change", fillPresets);
  ui.preset.addEventListener("change", fillSeats);
  fillPresets();
  ui.play.addEventListener("click", () => {
    try {
      startSession(ui.game.value, ui.preset.value, (game) => game.newState());
    } catch (error) {
      showError(message(error));
    }
  });
  ui.load.addEventListener("change", () => {
    const file = ui.load.files?.[0];
    if (file !== undefined) {
      void loadRecordFile(file).finally(() => {
        ui.load.value = "";
      });
    }
  });
  ui.board.addEventListener("click", (event) => {
    const name = boardTarget(event);
    if (name !== null) {
      onBoardClick(name);
    }
  });
  ui.board.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      const name = boardTarget(event);
      if (name !== null) {
        event.preventDefault();
        onBoardClick(name);
      }
    }
  });
  ui.reveal.addEventListener("click", () => {
    const s = session;
    if (s !== null) {
      s.revealed = onTurn(s.state);
      render();
    }
  });
  ui.goOn.addEventListener("click", () => {
    const s = session;
    if (s !== null) {
      s.goneOnAt = s.state.history().length;
      advance();
    }
  });
  ui.moveForm.addEventListener("submit", (event) => {
    event.preventDefault();
    onTextMove(ui.moveText.value);
  });
  ui.undo.addEventListener("click", undo);
  ui.save.addEventListener("click", () => {
    const s = session;
    if (s === null) {
      return;
    }
    const blob = new Blob([s.state.record()], { type: "text/plain" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = fileName(s.info.name, s.preset, new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  });
  ui.replay.addEventListener("click", startReplay);
  ui.replayFirst.addEventListener("click", () => showPly(0));
  ui.replayBack.addEventListener("click", () => showPly((session?.replay?.ply ?? 0) - 1));
  ui.replayForward.addEventListener("click", () => showPly((session?.replay?.ply ?? 0) + 1));
  ui.replayLast.addEventListener("click", () => showPly(Number.MAX_SAFE_INTEGER));
  ui.replaySeat.addEventListener("change", () => {
    const replay = session?.replay;
    if (replay) {
      replay.seat = ui.replaySeat.value === "" ? null : Number(ui.replaySeat.value);
      render();
    }
  });
  ui.replayPlayOn.addEventListener("click", playOnFromReplay);
  ui.speed.addEventListener("click", () => void measureSpeed());
  ui.newGame.addEventListener("click", () => {
    endSession();
    render();
    ui.setup.hidden = false;
    ui.game.focus();
  });
  ui.waitPeople.addEventListener("change", advance);
  wireOnline({
    open: () => {
      endSession();
      render();
      ui.setup.hidden = true;
    },
    back: () => {
      ui.setup.hidden = false;
    },
  });
  ui.playOnline.addEventListener("click", () => openOnline(null));
  ui.loading.hidden = true;
  const link = linkOfPage();
  if (link === null) {
    ui.setup.hidden = false;
  } else {
    openOnline(link);
  }
}

wire();

/** What the end-to-end tests read of the game on the table (never used by the page itself). */
declare global {
  interface Window {
    playground: {
      legalMoves(): string[];
      history(): { seat: number | null; outOfTurn: boolean; move: string }[];
      moveParts(move: string): string[];
      record(): string | null;
      status(): string;
    };
  }
}
window.playground = {
  legalMoves: () => session?.state.legalMoves() ?? [],
  history: () => session?.state.history() ?? [],
  moveParts: (move) => (session === null ? [] : partsOf(session.state, move)),
  record: () => session?.state.record() ?? null,
  status: () => JSON.stringify(session?.state.status() ?? null),
};
