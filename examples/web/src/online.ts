/**
 * Play online: tables of the game server (`games serve --web DIR`, which serves this page too). A person
 * creates a table (game, preset, which seats are open and which are bots, private or public), copies its
 * invite link, and friends open it and take the free seats. The page holds no true state: it shows the
 * `state` the server sends for its seat (that seat's view and SVG) and sends the moves made from that view's
 * legal moves. A lost connection reconnects by itself and sits again with the seat's token. Like the rest of
 * the page it describes no game: games, presets, seats and moves come from the server and the package.
 */

import { element } from "./dom";
import { load, type Game, type State } from "traditional-games";
import { buttonMoves, click, select, type ClickableMove } from "./clicks";
import {
  SeatKeeper,
  isNewer,
  linkHash,
  offeredMoves,
  parseLink,
  reconnectDelay,
  seatKind,
  type HeldSeat,
  type ServerMessage,
  type TableLink,
  type TableState,
} from "./onlineProtocol";
import { SEAT_OPTIONS } from "./seats";

const ui = {
  section: element<HTMLElement>("online"),
  connection: element<HTMLParagraphElement>("online-connection"),
  create: element<HTMLDivElement>("online-create"),
  game: element<HTMLSelectElement>("online-game"),
  preset: element<HTMLSelectElement>("online-preset"),
  seatKinds: element<HTMLDivElement>("online-seat-kinds"),
  private: element<HTMLInputElement>("online-private"),
  createTable: element<HTMLButtonElement>("online-create-table"),
  publicTables: element<HTMLUListElement>("online-public-tables"),
  publicTablesEmpty: element<HTMLParagraphElement>("online-public-empty"),
  refreshTables: element<HTMLButtonElement>("online-refresh"),
  table: element<HTMLDivElement>("online-table"),
  link: element<HTMLInputElement>("online-link"),
  copy: element<HTMLButtonElement>("online-copy"),
  seats: element<HTMLUListElement>("online-seats"),
  turn: element<HTMLParagraphElement>("online-turn"),
  board: element<HTMLDivElement>("online-board"),
  choices: element<HTMLDivElement>("online-choices"),
  outOfTurn: element<HTMLDivElement>("online-out-of-turn"),
  vote: element<HTMLDivElement>("online-vote"),
  moveForm: element<HTMLFormElement>("online-move-form"),
  moveText: element<HTMLInputElement>("online-move-text"),
  result: element<HTMLParagraphElement>("online-result"),
  takeBack: element<HTMLButtonElement>("online-take-back"),
  leave: element<HTMLButtonElement>("online-leave"),
  moves: element<HTMLOListElement>("online-moves"),
  error: element<HTMLParagraphElement>("online-error"),
  back: element<HTMLButtonElement>("online-back"),
};

/** A game the server offers tables of (`GET /api/games`). */
interface ServerGame {
  name: string;
  about?: string;
  defaultPreset: string;
  presets: { name: string; seats: string[] }[];
}

/** An action sent and not answered yet: resent with the same id after a reconnection. */
interface Pending {
  id: string;
  frame: Record<string, unknown>;
}

/** The table this page is at. */
interface Online {
  link: TableLink;
  held: HeldSeat | null;
  latest: TableState | null;
  socket: WebSocket | null;
  /** Failed connections since the last good one. */
  attempt: number;
  timer: ReturnType<typeof setTimeout> | null;
  clicked: string[];
  pending: Pending | null;
  /** The package's state built from the view's position (games without hidden information), for the parts
   * of the legal moves; with the table version it was built at. */
  parts: { version: number; game: Game; state: State } | null;
}

const keeper = new SeatKeeper(sessionStorage, localStorage);
/** Action ids: unique per seat, across reloads too (a random prefix per page load). */
const idPrefix = Math.random().toString(36).slice(2, 10);
let nextId = 1;
let online: Online | null = null;
let serverGames: ServerGame[] = [];
let offered: ClickableMove[] = [];
/** What the rest of the page does when the online mode opens (hide the games at this screen) and closes. */
let screen: { open: () => void; back: () => void } = { open: () => undefined, back: () => undefined };

function apiUrl(path: string): string {
  return new URL(`api/${path}`, location.href).toString();
}

function socketUrl(): string {
  const url = new URL("ws", location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** The JSON answer of an API call, or an `Error` with the server's message. */
async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: a static file server without the game server's API
  }
  if (!response.ok || parsed === null) {
    const error = (parsed as { error?: { message?: string } } | null)?.error?.message;
    throw new Error(
      error ??
        `the game server does not answer ${path} (${response.status}): start the page with games serve --web`,
    );
  }
  return parsed as T;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.addEventListener("click", onClick);
  return b;
}

function option(value: string, label: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = label;
  return o;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function showError(text: string): void {
  ui.error.textContent = text;
}

// ---- creating a table --------------------------------------------------------------------------------------

function fillOnlinePresets(): void {
  const game = serverGames.find((g) => g.name === ui.game.value);
  ui.preset.replaceChildren(...(game?.presets ?? []).map((p) => option(p.name, p.name)));
  if (game !== undefined) {
    ui.preset.value = game.defaultPreset;
  }
  fillOnlineSeats();
}

function fillOnlineSeats(): void {
  const game = serverGames.find((g) => g.name === ui.game.value);
  const preset = game?.presets.find((p) => p.name === ui.preset.value);
  ui.seatKinds.replaceChildren(
    ...(preset?.seats ?? []).map((seat, i) => {
      const label = document.createElement("label");
      label.textContent = `${seat} `;
      const picker = document.createElement("select");
      picker.setAttribute("aria-label", `${seat} is played by`);
      picker.append(
        ...SEAT_OPTIONS.map((o) =>
          option(o.value, o.value === "person" ? "A person (an open seat)" : o.label),
        ),
      );
      picker.value = i === 0 ? "person" : "quick";
      label.append(picker);
      return label;
    }),
  );
}

async function showCreateForm(): Promise<void> {
  ui.create.hidden = false;
  ui.table.hidden = true;
  ui.connection.textContent = "Asking the game server for its games…";
  try {
    serverGames = (await api<{ games: ServerGame[] }>("games")).games;
    ui.connection.textContent = "";
  } catch (error) {
    ui.connection.textContent = "";
    showError(message(error));
    return;
  }
  const previous = ui.game.value;
  ui.game.replaceChildren(...serverGames.map((g) => option(g.name, g.name)));
  if (serverGames.some((g) => g.name === previous)) {
    ui.game.value = previous;
  }
  fillOnlinePresets();
  await showPublicTables();
}

/** An open public table (`GET /api/tables`). */
interface PublicTable {
  table: string;
  game: string;
  preset: string;
  seats: { seat: number; name: string; kind: string; taken: boolean }[];
}

/** Lists the open public tables, each with a button that opens it (its seat picker). */
async function showPublicTables(): Promise<void> {
  try {
    const { tables } = await api<{ tables: PublicTable[] }>("tables");
    ui.publicTables.replaceChildren(
      ...tables.map((t) => {
        const li = document.createElement("li");
        const free = t.seats.filter((s) => s.kind === "person" && !s.taken).map((s) => s.name);
        li.textContent = `${t.game} (${t.preset}): ${free.length} free (${free.join(", ")}) `;
        li.append(
          button(`Open table ${t.table.slice(0, 8)}`, () => {
            const link = { table: t.table, invite: null };
            history.replaceState(null, "", linkHash(link));
            joinTable(link);
          }),
        );
        return li;
      }),
    );
    ui.publicTablesEmpty.hidden = tables.length > 0;
  } catch (error) {
    showError(message(error));
  }
}

async function createTable(): Promise<void> {
  showError("");
  const seats = [...ui.seatKinds.querySelectorAll("select")].map((s) => seatKind(s.value));
  try {
    const created = await api<{ table: string; invite: string | null }>("tables", {
      game: ui.game.value,
      preset: ui.preset.value,
      seats,
      private: ui.private.checked,
    });
    const link = { table: created.table, invite: created.invite };
    history.replaceState(null, "", linkHash(link));
    joinTable(link);
  } catch (error) {
    showError(message(error));
  }
}

// ---- the connection ----------------------------------------------------------------------------------------

function send(frame: Record<string, unknown>): void {
  const socket = online?.socket;
  if (socket !== undefined && socket !== null && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(frame));
  }
}

/** The first message of a connection: sit with this tab's token, or watch. */
function hello(o: Online): Record<string, unknown> {
  return o.held !== null
    ? { type: "sit", table: o.link.table, token: o.held.token }
    : { type: "watch", table: o.link.table, ...(o.link.invite === null ? {} : { invite: o.link.invite }) };
}

function connect(o: Online): void {
  if (o.timer !== null) {
    clearTimeout(o.timer);
    o.timer = null;
  }
  const socket = new WebSocket(socketUrl());
  o.socket = socket;
  socket.addEventListener("open", () => {
    if (online !== o || o.socket !== socket) {
      return;
    }
    ui.connection.textContent = "Connected.";
    socket.send(JSON.stringify(hello(o)));
    if (o.pending !== null && o.held !== null) {
      socket.send(JSON.stringify(o.pending.frame)); // the same id: the server answers it once
    }
  });
  socket.addEventListener("message", (event) => {
    if (online !== o || o.socket !== socket || typeof event.data !== "string") {
      return;
    }
    try {
      receive(o, JSON.parse(event.data) as ServerMessage);
    } catch (error) {
      showError(`a message of the server: ${message(error)}`);
    }
  });
  socket.addEventListener("close", () => {
    if (online !== o || o.socket !== socket) {
      return;
    }
    o.socket = null;
    const delay = reconnectDelay(o.attempt);
    o.attempt += 1;
    ui.connection.textContent = `Connection lost; reconnecting in ${(delay / 1000).toFixed(1)} s…`;
    o.timer = setTimeout(() => {
      if (online === o) {
        connect(o);
      }
    }, delay);
  });
}

function receive(o: Online, msg: ServerMessage): void {
  switch (msg.type) {
    case "state":
      o.attempt = 0;
      // a state of the seat this page no longer is at (a spectator's queued before sitting) is not shown
      if (msg.table !== o.link.table || msg.seat !== (o.held?.seat ?? null)) {
        return;
      }
      if (isNewer(o.latest, msg)) {
        if (o.latest?.version !== msg.version) {
          o.clicked = [];
        }
        o.latest = msg;
        render();
      }
      return;
    case "ack":
      if (o.pending?.id === msg.id) {
        o.pending = null;
      }
      return;
    case "stale":
      if (o.pending?.id === msg.id) {
        o.pending = null;
      }
      o.clicked = [];
      showError("The table moved on before that move arrived: decide again.");
      return;
    case "error":
      if (msg.id !== null && o.pending?.id === msg.id) {
        o.pending = null;
      }
      if (msg.code === "bad-token" && o.held !== null) {
        // the seat was given up or the token is stale: watch instead
        keeper.forget(o.held);
        o.held = null;
        send(hello(o));
      }
      showError(msg.message);
      render();
      return;
    case "notice":
      ui.connection.textContent = msg.text;
      return;
    case "left":
      if (o.held !== null) {
        keeper.forget(o.held);
        o.held = null;
      }
      send(hello(o));
      return;
    case "pong":
      return;
  }
}

/** Sends an action with a fresh id and the table version this page saw. */
function act(frame: Record<string, unknown>): void {
  const o = online;
  if (o === null || o.latest === null || o.held === null) {
    return;
  }
  if (o.pending !== null) {
    showError("Waiting for the server to answer the last action…");
    return;
  }
  showError("");
  const id = `${idPrefix}-${nextId++}`;
  const full = { ...frame, id, version: o.latest.version };
  o.pending = { id, frame: full };
  o.clicked = [];
  send(full);
  render();
}

function play(move: string): void {
  act({ type: "play", move });
}

/** Takes a seat of the table (`POST .../join`), then sits at it. */
async function takeSeat(seat: number): Promise<void> {
  const o = online;
  if (o === null) {
    return;
  }
  showError("");
  try {
    const joined = await api<{ table: string; seat: number; token: string }>(`tables/${o.link.table}/join`, {
      seat,
      ...(o.link.invite === null ? {} : { invite: o.link.invite }),
    });
    sitWith(o, { table: joined.table, seat: joined.seat, token: joined.token });
  } catch (error) {
    showError(message(error));
  }
}

function sitWith(o: Online, held: HeldSeat): void {
  keeper.keep(held);
  o.held = held;
  o.latest = null;
  send(hello(o));
}

/** Opens the table a link names: sits at this tab's seat if it holds one, else watches. */
function joinTable(link: TableLink): void {
  closeTable();
  online = {
    link,
    held: keeper.ofTab(link.table),
    latest: null,
    socket: null,
    attempt: 0,
    timer: null,
    clicked: [],
    pending: null,
    parts: null,
  };
  ui.create.hidden = true;
  ui.table.hidden = false;
  ui.link.value = new URL(linkHash(link), location.href).toString();
  ui.connection.textContent = "Connecting…";
  connect(online);
  render();
}

function closeTable(): void {
  const o = online;
  online = null;
  if (o === null) {
    return;
  }
  if (o.timer !== null) {
    clearTimeout(o.timer);
  }
  o.socket?.close();
  o.parts?.state.free();
  o.parts?.game.free();
}

// ---- drawing -----------------------------------------------------------------------------------------------

/** The parts of each legal move: the server's (its `state` carries them); else, from a server that sends none,
 * in a game whose view has a position (no hidden information), the package's from that position; else none
 * (every move is a button). */
function partsOf(o: Online, state: TableState, moves: string[]): ClickableMove[] {
  const all = state.view.legalMoves;
  if (state.parts !== undefined && state.parts.length === all.length) {
    return moves.map((move) => ({ move, parts: state.parts?.[all.indexOf(move)] ?? [] }));
  }
  if (state.view.position === null) {
    return moves.map((move) => ({ move, parts: [] }));
  }
  if (o.parts?.version !== state.version) {
    o.parts?.state.free();
    o.parts?.game.free();
    o.parts = null;
    try {
      const game = load(state.game, state.preset);
      o.parts = { version: state.version, game, state: game.fromPosition(state.view.position) };
    } catch {
      return moves.map((move) => ({ move, parts: [] }));
    }
  }
  const local = o.parts.state;
  return moves.map((move) => {
    try {
      return { move, parts: local.moveParts(move) };
    } catch {
      return { move, parts: [] };
    }
  });
}

function seatName(state: TableState, seat: number): string {
  return state.view.seats[seat] ?? state.seats[seat]?.name ?? String(seat);
}

function renderSeats(o: Online, state: TableState | null): void {
  const mine = new Set(o.held === null ? [] : [o.held.seat]);
  const returnable = keeper.ofBrowser(o.link.table).filter((h) => o.held === null || h.seat !== o.held.seat);
  const items = (state?.seats ?? []).map((seat) => {
    const li = document.createElement("li");
    li.dataset.seat = String(seat.seat);
    let text = `${seat.name}: `;
    if (mine.has(seat.seat)) {
      text += "you";
    } else if (seat.kind === "bot") {
      text += `bot (${seat.bot ?? "bot"})`;
    } else {
      text += seat.taken ? "a person" : "free";
    }
    li.textContent = text;
    const back = returnable.find((h) => h.seat === seat.seat);
    if (o.held === null && seat.kind === "person" && !seat.taken) {
      li.append(
        " ",
        button(`Sit as ${seat.name}`, () => void takeSeat(seat.seat)),
      );
    } else if (back !== undefined && seat.kind === "person") {
      li.append(
        " ",
        button(`Return to ${seat.name}`, () => sitWith(o, back)),
      );
    }
    return li;
  });
  ui.seats.replaceChildren(...items);
}

function highlight(board: HTMLElement, names: string[], className: string): void {
  for (const e of board.querySelectorAll("[aria-label]")) {
    if (names.includes(e.getAttribute("aria-label") ?? "")) {
      e.classList.add(className);
    }
  }
}

function render(): void {
  const o = online;
  ui.section.dataset.seat = o?.held === null || o === null ? "" : String(o.held.seat);
  if (o === null) {
    return;
  }
  const state = o.latest;
  renderSeats(o, state);
  ui.takeBack.hidden = o.held === null;
  ui.leave.hidden = o.held === null;
  ui.moveForm.hidden = o.held === null;
  if (state === null) {
    ui.turn.textContent = "Waiting for the table…";
    ui.board.replaceChildren();
    ui.choices.replaceChildren();
    ui.outOfTurn.replaceChildren();
    ui.vote.replaceChildren();
    ui.moves.replaceChildren();
    ui.result.textContent = "";
    return;
  }
  ui.section.dataset.version = String(state.version);
  const { onTurn, outOfTurn } = offeredMoves(state);
  const waiting = o.pending !== null;
  offered = waiting ? [] : partsOf(o, state, onTurn);
  const selection = select(offered, o.clicked);

  // the board: the server's picture of this seat's view, with the selection marked
  const focused = ui.board.contains(document.activeElement)
    ? document.activeElement?.getAttribute("aria-label")
    : null;
  ui.board.innerHTML = state.svg ?? "";
  highlight(ui.board, o.clicked, "online-selected");
  highlight(ui.board, o.clicked.length > 0 ? selection.next : [], "online-target");
  if (focused !== null && focused !== undefined) {
    const again = [...ui.board.querySelectorAll('[role="button"][aria-label]')].find(
      (e) => e.getAttribute("aria-label") === focused,
    );
    if (again instanceof SVGElement || again instanceof HTMLElement) {
      again.focus();
    }
  }
  ui.board.dataset.next = JSON.stringify(selection.next);

  const status = state.view.status;
  const you = state.seat === null ? "You are watching." : `You play ${seatName(state, state.seat)}.`;
  if (status.kind === "over") {
    ui.turn.textContent = `${you} The game is over.`;
  } else if (status.kind === "move") {
    const who = status.seat === state.seat ? "your move" : `${seatName(state, status.seat)} to move`;
    ui.turn.textContent = `${you} ${who.charAt(0).toUpperCase()}${who.slice(1)}.`;
  } else {
    ui.turn.textContent = `${you} The server draws chance…`;
  }

  const choices = o.clicked.length > 0 ? selection.complete.map((m) => m.move) : buttonMoves(offered);
  ui.choices.replaceChildren(...choices.map((move) => button(move, () => play(move))));
  if (o.clicked.length > 0) {
    ui.choices.append(
      button("Cancel selection", () => {
        o.clicked = [];
        render();
      }),
    );
  }
  const own = state.seat === null ? "" : `${seatName(state, state.seat)}: `;
  ui.outOfTurn.replaceChildren(
    ...(waiting ? [] : outOfTurn).map((move) => button(`${own}${move}`, () => play(move))),
  );

  // the take-back vote
  const vote = state.vote;
  ui.vote.replaceChildren();
  if (vote !== null) {
    const text = document.createElement("p");
    text.textContent = `${seatName(state, vote.asker)} asks to take back ${vote.plies} plies (${vote.votes.length} of ${vote.voters.length} votes).`;
    ui.vote.append(text);
    const mayVote =
      state.seat !== null &&
      vote.voters.includes(state.seat) &&
      !vote.votes.some((v) => v.seat === state.seat);
    if (mayVote) {
      ui.vote.append(
        button("Agree to take back", () => act({ type: "vote", yes: true })),
        button("Refuse the take-back", () => act({ type: "vote", yes: false })),
      );
    }
  }

  const outcome = state.view.outcome;
  ui.result.textContent =
    outcome === null
      ? ""
      : `Game over: ${outcome.kind}${
          outcome.scores ? ` (${outcome.scores.map((s, i) => `${seatName(state, i)} ${s}`).join(", ")})` : ""
        }`;

  ui.moves.replaceChildren(
    ...state.view.history.map((m) => {
      const li = document.createElement("li");
      const actor = m.outOfTurn && m.seat !== null ? `${seatName(state, m.seat)}: ` : "";
      li.textContent = `${actor}${m.move ?? "(hidden)"}`;
      return li;
    }),
  );
  ui.moves.lastElementChild?.scrollIntoView({ block: "nearest" });
}

function onBoardClick(name: string): void {
  const o = online;
  if (o === null) {
    return;
  }
  const result = click(offered, o.clicked, name);
  if (result.kind === "play") {
    play(result.move);
  } else if (result.kind === "select") {
    o.clicked = result.selection.clicked;
    render();
  }
}

function boardTarget(event: Event): string | null {
  const target = event.target instanceof Element ? event.target.closest('[role="button"][aria-label]') : null;
  return target?.getAttribute("aria-label") ?? null;
}

// ---- wiring ------------------------------------------------------------------------------------------------

/** Shows the online mode: the table the link names, or the form to create one. */
export function openOnline(link: TableLink | null): void {
  screen.open();
  ui.section.hidden = false;
  showError("");
  if (link === null) {
    closeTable();
    void showCreateForm();
  } else {
    joinTable(link);
  }
}

/** The table named by the page's location, if any (an invite link). */
export function linkOfPage(): TableLink | null {
  return parseLink(location.hash);
}

/** Wires the online mode's controls; `hooks.open` hides the games at this screen, `hooks.back` shows them
 * again. */
export function wireOnline(hooks: { open: () => void; back: () => void }): void {
  screen = hooks;
  ui.game.addEventListener("change", fillOnlinePresets);
  ui.preset.addEventListener("change", fillOnlineSeats);
  ui.createTable.addEventListener("click", () => void createTable());
  ui.refreshTables.addEventListener("click", () => void showPublicTables());
  ui.copy.addEventListener("click", () => {
    ui.link.select();
    navigator.clipboard?.writeText(ui.link.value).then(
      () => (ui.connection.textContent = "The invite link is copied."),
      () => (ui.connection.textContent = "Copy the selected link."),
    );
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
  ui.moveForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const move = ui.moveText.value.trim();
    if (move !== "") {
      play(move);
      ui.moveText.value = "";
    }
  });
  ui.takeBack.addEventListener("click", () => act({ type: "takeBack" }));
  ui.leave.addEventListener("click", () => send({ type: "leave" }));
  ui.back.addEventListener("click", () => {
    closeTable();
    history.replaceState(null, "", location.pathname + location.search);
    ui.section.hidden = true;
    screen.back();
  });
  window.addEventListener("hashchange", () => {
    const link = parseLink(location.hash);
    if (link !== null && link.table !== online?.link.table) {
      openOnline(link);
    }
  });
}

/** What the end-to-end tests read of the online table (never used by the page itself). */
declare global {
  interface Window {
    online: {
      state(): TableState | null;
      socket(): WebSocket | null;
      pending(): boolean;
      parts(move: string): string[];
    };
  }
}
window.online = {
  state: () => online?.latest ?? null,
  socket: () => online?.socket ?? null,
  pending: () => online?.pending !== null && online?.pending !== undefined,
  parts: (move) => {
    const o = online;
    return o === null || o.latest === null ? [] : (partsOf(o, o.latest, [move])[0]?.parts ?? []);
  },
};
