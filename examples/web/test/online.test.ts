import { describe, expect, it } from "vitest";
import {
  SeatKeeper,
  isNewer,
  linkHash,
  offeredMoves,
  parseLink,
  reconnectDelay,
  seatKind,
  type KeyValues,
  type TableState,
} from "../src/onlineProtocol";

function memory(): KeyValues & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function state(version: number, seat: number | null, onTurn: number, legalMoves: string[]): TableState {
  return {
    type: "state",
    table: "ab12",
    game: "g",
    preset: "p",
    version,
    seat,
    seats: [],
    view: {
      game: "g",
      seat,
      seats: ["A", "B", "C"],
      status: { kind: "move", seat: onTurn },
      version,
      history: [],
      legalMoves,
      picture: "",
      position: null,
      outcome: null,
    },
    svg: null,
    vote: null,
  };
}

describe("the table link", () => {
  it("names a private table with its invite code, and reads back", () => {
    const hash = linkHash({ table: "5f0c8e2a", invite: "0d9e/c3+x" });
    expect(hash.startsWith("#table=5f0c8e2a&invite=")).toBe(true);
    expect(parseLink(hash)).toEqual({ table: "5f0c8e2a", invite: "0d9e/c3+x" });
  });
  it("names a public table without an invite", () => {
    expect(linkHash({ table: "abc", invite: null })).toBe("#table=abc");
    expect(parseLink("#table=abc")).toEqual({ table: "abc", invite: null });
  });
  it("is no table link without a table id of hex digits", () => {
    expect(parseLink("")).toBeNull();
    expect(parseLink("#invite=xyz")).toBeNull();
    expect(parseLink("#table=<script>")).toBeNull();
  });
});

describe("the state kept", () => {
  it("is the one with the highest table version: a late or repeated older state is ignored", () => {
    expect(isNewer(null, state(3, 0, 0, []))).toBe(true);
    expect(isNewer(state(5, 0, 0, []), state(4, 0, 0, []))).toBe(false);
    expect(isNewer(state(5, 0, 0, []), state(5, 0, 0, []))).toBe(true);
    expect(isNewer(state(5, 0, 0, []), state(6, 0, 0, []))).toBe(true);
  });
  it("is replaced by a state of another seat (after taking a seat)", () => {
    expect(isNewer(state(5, null, 0, []), state(2, 1, 0, []))).toBe(true);
  });
});

describe("the moves offered", () => {
  it("on this seat's turn are its moves", () => {
    expect(offeredMoves(state(1, 1, 1, ["a", "b"]))).toEqual({ onTurn: ["a", "b"], outOfTurn: [] });
  });
  it("while another seat is on turn are out-of-turn actions", () => {
    expect(offeredMoves(state(1, 2, 1, ["x"]))).toEqual({ onTurn: [], outOfTurn: ["x"] });
  });
  it("are none for a spectator", () => {
    expect(offeredMoves(state(1, null, 1, []))).toEqual({ onTurn: [], outOfTurn: [] });
  });
});

describe("the seat kinds of a new table", () => {
  it("are open for a person and the registry's bot kinds for bots", () => {
    expect(seatKind("person")).toBe("open");
    expect(seatKind("random")).toBe("random");
    expect(seatKind("quick")).toBe("bot:0.25s");
    expect(seatKind("medium")).toBe("bot:1.5s");
    expect(seatKind("strong")).toBe("bot:5s");
  });
});

describe("the seat tokens kept", () => {
  it("come back to the tab after a reload, and are listed for the browser", () => {
    const tab = memory();
    const browser = memory();
    const keeper = new SeatKeeper(tab, browser);
    keeper.keep({ table: "t1", seat: 2, token: "secret2" });
    expect(new SeatKeeper(tab, browser).ofTab("t1")).toEqual({ table: "t1", seat: 2, token: "secret2" });
    expect(new SeatKeeper(memory(), browser).ofTab("t1")).toBeNull();
    expect(new SeatKeeper(memory(), browser).ofBrowser("t1").map((h) => h.seat)).toEqual([2]);
    expect(keeper.ofTab("t2")).toBeNull();
  });
  it("let two tabs of one browser hold two seats of one table", () => {
    const browser = memory();
    const first = new SeatKeeper(memory(), browser);
    const second = new SeatKeeper(memory(), browser);
    first.keep({ table: "t1", seat: 0, token: "a" });
    second.keep({ table: "t1", seat: 1, token: "b" });
    expect(first.ofTab("t1")?.seat).toBe(0);
    expect(second.ofTab("t1")?.seat).toBe(1);
    expect(first.ofBrowser("t1").map((h) => h.seat)).toEqual([0, 1]);
  });
  it("are forgotten when given up", () => {
    const tab = memory();
    const browser = memory();
    const keeper = new SeatKeeper(tab, browser);
    keeper.keep({ table: "t1", seat: 0, token: "a" });
    keeper.forget({ table: "t1", seat: 0, token: "a" });
    expect(keeper.ofTab("t1")).toBeNull();
    expect(keeper.ofBrowser("t1")).toEqual([]);
    expect(tab.map.size + browser.map.size).toBe(0);
  });
  it("ignore what is not a held seat", () => {
    const tab = memory();
    tab.setItem("online-seat:t1", "not json");
    expect(new SeatKeeper(tab, memory()).ofTab("t1")).toBeNull();
  });
});

describe("reconnecting", () => {
  it("waits 250 ms, doubling, at most 5 s", () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(reconnectDelay)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});
