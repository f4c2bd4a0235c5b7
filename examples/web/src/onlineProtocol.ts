/**
 * The game server's protocol as the online mode reads it (the messages of the server's `PROTOCOL.md`), and
 * the pure parts of the online mode: which `state` to keep, the table link, the seat kinds a table is
 * created with, where a seat's token is kept, and how long to wait before reconnecting.
 */

import type { Status } from "traditional-games";
import { STRENGTH_MILLIS, choiceOf } from "./seats";

/** A seat of an online table, as the lobby and the `state` message list it. */
export interface OnlineSeat {
  seat: number;
  name: string;
  kind: "person" | "bot";
  /** The bot's seat kind, for a bot's seat. */
  bot?: string;
  /** Whether a person (or a bot) holds the seat. */
  taken: boolean;
}

/** A ply as the viewing seat may know it (`move: null`: hidden from it). */
export interface OnlinePly {
  seat: number | null;
  outOfTurn: boolean;
  move: string | null;
}

/** What a seat may know of the game (the shared `View`). */
export interface OnlineView {
  game: string;
  seat: number | null;
  seats: string[];
  status: Status;
  version: number;
  history: OnlinePly[];
  legalMoves: string[];
  picture: string;
  position: string | null;
  outcome: { kind: string; scores?: number[] } | null;
}

/** The open take-back vote. */
export interface OnlineVote {
  asker: number;
  plies: number;
  voters: number[];
  votes: { seat: number; yes: boolean }[];
}

/** The table as this connection may see it. */
export interface TableState {
  type: "state";
  table: string;
  game: string;
  preset: string;
  /** The table's version: the entries of its log; it only grows. */
  version: number;
  /** This connection's seat; `null` for a spectator. */
  seat: number | null;
  seats: OnlineSeat[];
  view: OnlineView;
  /** The SVG of this seat's view; `null` for a game without a picture. */
  svg: string | null;
  vote: OnlineVote | null;
  /** When the server sends them: the parts of each of `view.legalMoves` (same order). */
  parts?: string[][];
}

/** What the server sends over the WebSocket. */
export type ServerMessage =
  | TableState
  | { type: "ack"; id: string; version: number }
  | { type: "stale"; id: string; version: number }
  | { type: "error"; id: string | null; code: string; message: string }
  | { type: "notice"; text: string }
  | { type: "left" }
  | { type: "pong" };

/** Whether `incoming` replaces `current`: the client keeps the state with the highest table version (a
 * state may come twice, or after its `ack`); a state of another table always replaces it. */
export function isNewer(current: TableState | null, incoming: TableState): boolean {
  return (
    current === null ||
    current.table !== incoming.table ||
    current.seat !== incoming.seat ||
    incoming.version >= current.version
  );
}

/** A table as its link names it: its id, and the invite code of a private table. */
export interface TableLink {
  table: string;
  invite: string | null;
}

/** The table a page's location hash names (`#table=ID` or `#table=ID&invite=CODE`), if any. */
export function parseLink(hash: string): TableLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const table = params.get("table");
  if (table === null || !/^[0-9a-f]{1,64}$/i.test(table)) {
    return null;
  }
  const invite = params.get("invite");
  return { table, invite: invite === null || invite === "" ? null : invite };
}

/** The location hash of a table's link (what the invite link carries). */
export function linkHash(link: TableLink): string {
  const params = new URLSearchParams({ table: link.table });
  if (link.invite !== null) {
    params.set("invite", link.invite);
  }
  return `#${params.toString()}`;
}

/** The seat entry of a table's creation for a seat picker's value: `"open"` for a person, else the
 * registry's seat kind of the bot (the same strengths as at the screen). */
export function seatKind(value: string): string {
  const choice = choiceOf(value);
  switch (choice.kind) {
    case "person":
      return "open";
    case "random":
      return "random";
    case "bot":
      return `bot:${STRENGTH_MILLIS[choice.strength] / 1000}s`;
  }
}

/** A seat this browser holds at a table: the secret token that plays it. */
export interface HeldSeat {
  table: string;
  seat: number;
  token: string;
}

/** The small part of the Web Storage API the seat keeping uses (`sessionStorage`, `localStorage`). */
export interface KeyValues {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const TAB_KEY = "online-seat:";
const BROWSER_KEY = "online-seats:";

function parseHeld(text: string | null): HeldSeat[] {
  if (text === null) {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.filter(
      (h): h is HeldSeat =>
        typeof h === "object" &&
        h !== null &&
        typeof (h as HeldSeat).table === "string" &&
        typeof (h as HeldSeat).seat === "number" &&
        typeof (h as HeldSeat).token === "string",
    );
  } catch {
    return [];
  }
}

/**
 * Where seat tokens are kept. The seat a tab plays is in the tab's own storage (`sessionStorage`): a reload
 * or a lost connection comes back to it, and several tabs of one browser may play several seats of one
 * table. Every seat the browser holds is also listed in the browser's storage (`localStorage`), so a tab
 * opened later on the same link (the first one closed) offers to return to it.
 */
export class SeatKeeper {
  constructor(
    private readonly tab: KeyValues,
    private readonly browser: KeyValues,
  ) {}

  /** The seat this tab plays at `table`, if any. */
  ofTab(table: string): HeldSeat | null {
    return parseHeld(this.tab.getItem(TAB_KEY + table))[0] ?? null;
  }

  /** The seats this browser holds at `table`, in seat order. */
  ofBrowser(table: string): HeldSeat[] {
    return parseHeld(this.browser.getItem(BROWSER_KEY + table)).sort((a, b) => a.seat - b.seat);
  }

  /** This tab now plays `held`. */
  keep(held: HeldSeat): void {
    this.tab.setItem(TAB_KEY + held.table, JSON.stringify(held));
    const others = this.ofBrowser(held.table).filter((h) => h.seat !== held.seat);
    this.browser.setItem(BROWSER_KEY + held.table, JSON.stringify([...others, held]));
  }

  /** The token of `held` no longer plays it (given up, or refused by the server). */
  forget(held: HeldSeat): void {
    if (this.ofTab(held.table)?.seat === held.seat) {
      this.tab.removeItem(TAB_KEY + held.table);
    }
    const others = this.ofBrowser(held.table).filter((h) => h.seat !== held.seat);
    if (others.length === 0) {
      this.browser.removeItem(BROWSER_KEY + held.table);
    } else {
      this.browser.setItem(BROWSER_KEY + held.table, JSON.stringify(others));
    }
  }
}

/** How long to wait before the `attempt`-th reconnection (from 0): 250 ms, doubling, at most 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(5000, 250 * 2 ** Math.max(0, Math.min(attempt, 10)));
}

/** The moves this seat may make now, split as the page offers them: on its turn, the moves (clicked on the
 * board or pressed as buttons); out of turn, the actions it may take while another seat is on turn. */
export function offeredMoves(state: TableState): { onTurn: string[]; outOfTurn: string[] } {
  const status = state.view.status;
  const mine = state.seat !== null && status.kind === "move" && status.seat === state.seat;
  return mine
    ? { onTurn: state.view.legalMoves, outOfTurn: [] }
    : { onTurn: [], outOfTurn: state.view.legalMoves };
}
