/**
 * Loader data a prerendered page carries to the browser, so hydration shows
 * the same values the HTML was rendered with, without running the loaders a
 * second time. renderPage() serialises what the build-time loaders returned;
 * the prerenderer writes it next to the app's container as
 * `<script type="application/json" id="routekit-data">`; the catch-all loader
 * takes it on the first navigation to that path, once.
 */
import { normalizePathname } from '../config/paths.js'
import { DATA_SCRIPT_ID } from './_data-script.js'

export { DATA_SCRIPT_ID }

/** What the page's and its layouts' loaders returned when the page was prerendered. */
export interface PrerenderedData {
  /** The pathname the data belongs to, as the loader's request spelled it. */
  path: string
  page: unknown
  layouts: unknown[]
}

/**
 * JSON safe inside a `<script>` element: `<`, `>`, `&` and the two line
 * separators JavaScript once refused are escaped, so a value holding
 * `</script>` cannot close the element.
 */
export function serializePrerenderedData(data: PrerenderedData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * The prerendered data for `pathname`, if the document carries it; the
 * element is removed on the first call, so a later visit to the same path
 * loads fresh data. Undefined outside a browser, for another path, or when
 * the element does not hold valid data.
 */
export function takePrerenderedData(pathname: string): PrerenderedData | undefined {
  if (typeof document === 'undefined') return undefined
  const element = document.getElementById(DATA_SCRIPT_ID)
  if (!element) return undefined
  element.remove()
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<PrerenderedData> | null
    if (!data || typeof data.path !== 'string' || !Array.isArray(data.layouts)) return undefined
    if (normalizePathname(data.path) !== normalizePathname(pathname)) return undefined
    return { path: data.path, page: data.page, layouts: data.layouts }
  } catch {
    return undefined // the loaders run as on any navigation
  }
}
