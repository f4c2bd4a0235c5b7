/**
 * Who plays a seat: a person at this screen, or a bot of some strength. A strength is a time budget per move
 * for the registry's `bot` seat kind (each game's strongest default search); `random` plays any legal move.
 */

/** A bot's strength, from quick to strong. */
export type Strength = "quick" | "medium" | "strong";

/** Who plays one seat. */
export type SeatChoice = { kind: "person" } | { kind: "bot"; strength: Strength } | { kind: "random" };

/** A seat kind as the package's `bestMove` takes it. */
export interface BotSpec {
  kind: string;
  millis?: number;
  iterations?: number;
  seed?: number;
}

/** The thinking time per move of each strength, in milliseconds. */
export const STRENGTH_MILLIS: Record<Strength, number> = { quick: 250, medium: 1500, strong: 5000 };

/** The choices a seat picker offers: a value (the `<option>`'s) and what a person reads. */
export const SEAT_OPTIONS: { value: string; label: string; choice: SeatChoice }[] = [
  { value: "person", label: "Person", choice: { kind: "person" } },
  { value: "quick", label: "Bot: quick (0.25 s a move)", choice: { kind: "bot", strength: "quick" } },
  { value: "medium", label: "Bot: medium (1.5 s a move)", choice: { kind: "bot", strength: "medium" } },
  { value: "strong", label: "Bot: strong (5 s a move)", choice: { kind: "bot", strength: "strong" } },
  { value: "random", label: "Random mover", choice: { kind: "random" } },
];

/** The seat choice of a picker value; a person for a value it does not know. */
export function choiceOf(value: string): SeatChoice {
  return SEAT_OPTIONS.find((o) => o.value === value)?.choice ?? { kind: "person" };
}

/** The picker value of a seat choice. */
export function valueOf(choice: SeatChoice): string {
  return choice.kind === "bot" ? choice.strength : choice.kind;
}

/** The bot seat kind a choice plays with, seeded with `seed`; `null` for a person. */
export function botSpec(choice: SeatChoice, seed: number): BotSpec | null {
  switch (choice.kind) {
    case "person":
      return null;
    case "random":
      return { kind: "random", seed };
    case "bot":
      return { kind: "bot", millis: STRENGTH_MILLIS[choice.strength], seed };
  }
}
