// TEMPORARY: the API of CONTRACT.md section 2, until the package lands.
declare module "traditional-games" {
  export class GameError extends Error {}
  export interface PresetInfo { name: string; about: string; seats: string[] }
  export interface GameInfo { name: string; about: string; presets: PresetInfo[];
    defaultPreset: string; hiddenInformation: boolean; outOfTurnActions: boolean }
  export function games(): GameInfo[];
  export function load(game: string, preset?: string): Game;
  export type Status = { kind: "move"; seat: number } | { kind: "chance" } | { kind: "over" };
  export interface Outcome { kind: string; scores?: number[] }
  export interface View { game: string; seat: number | null; seats: string[]; status: Status; version: number;
    history: { seat: number | null; outOfTurn: boolean; move: string | null }[]; legalMoves: string[];
    picture: string; position: string | null; outcome: Outcome | null }
  export class Game { readonly name: string; readonly preset: string; readonly seats: string[];
    newState(): State; fromPosition(text: string): State; fromRecord(text: string): State; free(): void }
  export class State {
    legalMoves(): string[]; legalActions(): number[]; legalMovesOf(seat: number): string[];
    play(move: string): string; playAs(seat: number, move: string): string; undo(plies?: number): void;
    status(): Status; chanceOutcomes(): [string, number][]; outcome(): Outcome | null;
    position(): string; record(): string; observation(seat: number): Float32Array;
    view(seat: number | null): View;
    svg(options?: { seat?: number | null; bottom?: number; highlights?: { name: string; kind: string }[];
      coordinates?: boolean; size?: number; idPrefix?: string }): string;
    moveParts(move: string): string[];
    history(): { seat: number | null; outOfTurn: boolean; move: string }[];
    playRandom(seed?: number): string | null; clone(): State; free(): void }
  export function bestMove(state: State, seat: { kind: string; millis?: number; iterations?: number; seed?: number }): string;
}
