/**
 * The id of the script element holding a prerendered page's loader data. Its
 * own module, so the first load can look for the element without carrying
 * the data runtime (_page-data.ts) that reads it.
 */
export const DATA_SCRIPT_ID = 'routekit-data'

/** True when the document carries prerendered loader data (renderPage(), _prerendered-data.ts). */
export function hasPrerenderedData(): boolean {
  return typeof document !== 'undefined' && document.getElementById(DATA_SCRIPT_ID) !== null
}
