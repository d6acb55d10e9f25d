/**
 * Decides when a page heading takes focus: after each client navigation, but
 * not on the first page of a visit (the browser already starts at the top, and
 * stealing focus there would skip the skip link). A location key the heading
 * has not seen before means the visitor moved; the first key seen is the load.
 * Kept outside React so a StrictMode double effect cannot count as a move.
 */
let firstKey: string | null = null
let moved = false

/** Records `locationKey`; returns true when the heading rendered for it should take focus. */
export function shouldFocusHeading(locationKey: string): boolean {
  if (firstKey === null) {
    firstKey = locationKey
    return false
  }
  if (locationKey !== firstKey) moved = true
  return moved
}

/** Forgets the first load; for tests, which render many "first" pages in one module. */
export function resetHeadingFocus(): void {
  firstKey = null
  moved = false
}
