/** Game records as files: the tags that say which game and preset a record is of, and a file name. */

/** The value of the tag `[name "value"]` in a record, or `null`. */
export function tag(record: string, name: string): string | null {
  for (const line of record.split(/\r?\n/)) {
    const m = /^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/.exec(line.trim());
    if (m && m[1] === name) {
      return (m[2] ?? "").replace(/\\(.)/g, "$1");
    }
  }
  return null;
}

/** The file name a record of `game` under `preset` is saved as. */
export function fileName(game: string, preset: string, date: Date): string {
  const stamp = date.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `${game}-${preset}-${stamp}.pgn`;
}
