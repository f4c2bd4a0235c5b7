import { describe, expect, it } from "vitest";
import { buttonMoves, click, select, type ClickableMove } from "../src/clicks";

// Hand-made moves in the shape `State.moveParts` gives them: a piece then its target, a capture that may go
// on, two moves with the same clicks (a promotion choice) and moves without parts (bids, passes).
const moves: ClickableMove[] = [
  { move: "c3-d4", parts: ["c3", "d4"] },
  { move: "c3-b4", parts: ["c3", "b4"] },
  { move: "e3:g5", parts: ["e3", "g5"] },
  { move: "e3:g5:e7", parts: ["e3", "g5", "e7"] },
  { move: "a7a8=Q", parts: ["a7", "a8"] },
  { move: "a7a8=N", parts: ["a7", "a8"] },
  { move: "double", parts: [] },
  { move: "pass", parts: [] },
];

describe("clicks to moves", () => {
  it("offers every first part when nothing is clicked, each once", () => {
    expect(select(moves, []).next).toEqual(["c3", "e3", "a7"]);
  });

  it("highlights the targets of the selected piece", () => {
    const r = click(moves, [], "c3");
    expect(r).toEqual({
      kind: "select",
      selection: expect.objectContaining({ clicked: ["c3"], next: ["d4", "b4"] }),
    });
  });

  it("plays the move the clicks make exactly when no longer move goes on from it", () => {
    expect(click(moves, ["c3"], "d4")).toEqual({ kind: "play", move: "c3-d4" });
  });

  it("waits on a complete move that a longer one continues, offering both", () => {
    const r = click(moves, ["e3"], "g5");
    if (r.kind !== "select") throw new Error(`expected a selection, got ${r.kind}`);
    expect(r.selection.complete.map((m) => m.move)).toEqual(["e3:g5"]);
    expect(r.selection.next).toEqual(["e7"]);
    expect(click(moves, ["e3", "g5"], "e7")).toEqual({ kind: "play", move: "e3:g5:e7" });
  });

  it("offers a choice when two moves have the same clicks", () => {
    const r = click(moves, ["a7"], "a8");
    if (r.kind !== "select") throw new Error(`expected a selection, got ${r.kind}`);
    expect(r.selection.complete.map((m) => m.move)).toEqual(["a7a8=Q", "a7a8=N"]);
  });

  it("takes back the last click when it is clicked again", () => {
    const r = click(moves, ["c3"], "c3");
    expect(r.kind === "select" && r.selection.clicked).toEqual([]);
  });

  it("starts a new selection on another piece, and ignores elements no move uses", () => {
    const r = click(moves, ["c3"], "e3");
    expect(r.kind === "select" && r.selection.clicked).toEqual(["e3"]);
    expect(click(moves, [], "h8").kind).toBe("ignored");
    expect(click(moves, ["c3"], "h8").kind).toBe("ignored");
  });

  it("leaves the moves without parts to buttons", () => {
    expect(buttonMoves(moves)).toEqual(["double", "pass"]);
  });
});
