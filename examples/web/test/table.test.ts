import { describe, expect, it } from "vitest";
import type { SeatChoice } from "../src/seats";
import { tableView } from "../src/table";

const person: SeatChoice = { kind: "person" };
const bot: SeatChoice = { kind: "bot", strength: "quick" };

describe("whose view the board shows", () => {
  it("shows a lone person its own hidden view, on turn or not", () => {
    expect(tableView([person, bot, bot], true, 1, null)).toMatchObject({
      seat: 0,
      passTo: null,
      canAct: false,
    });
    expect(tableView([person, bot, bot], true, 0, null)).toMatchObject({
      seat: 0,
      passTo: null,
      canAct: true,
    });
  });

  it("asks to pass the screen before a hot seat's hidden view, and shows the public view meanwhile", () => {
    expect(tableView([person, person, bot], true, 1, null)).toEqual({
      seat: null,
      passTo: 1,
      canAct: false,
      bottom: 1,
    });
    expect(tableView([person, person, bot], true, 1, 0)).toMatchObject({
      seat: null,
      passTo: 1,
      canAct: false,
    });
    expect(tableView([person, person, bot], true, 1, 1)).toEqual({
      seat: 1,
      passTo: null,
      canAct: true,
      bottom: 1,
    });
  });

  it("shows the public view while a bot moves in the hot seat", () => {
    expect(tableView([person, person, bot], true, 2, null)).toMatchObject({
      seat: null,
      passTo: null,
      canAct: false,
    });
  });

  it("needs no pass screen without hidden information", () => {
    expect(tableView([person, person], false, 1, null)).toEqual({
      seat: null,
      passTo: null,
      canAct: true,
      bottom: 1,
    });
  });
});
