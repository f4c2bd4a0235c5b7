// The page's own elements, shared by the screen table (main.ts) and the online table (online.ts).

/** The element with this id, of this type; a missing one is a bug of index.html, so it throws at load. */
export function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (found === null) {
    throw new Error(`the page has no #${id}`);
  }
  return found as T;
}
