// The recorded outcome of every case that differs on today's routekit runtime, and why. The test checks each one
// still differs at exactly the same points (`<observation> <field>`: 0 is the start, n the n-th step), so a case that
// starts agreeing, or differs elsewhere, is noticed. Since issue 40 gave each layout and page a route of its own, no
// case differs by accident: every remaining difference is a decision, recorded in its case file's DIFFERENCES and in
// docs/runtime.md, "Where routekit differs from React Router". A new difference goes here first, with its reasons.

/** How a case differs: why (keys of REASONS, the cause of the first difference first), and every point where the runs part. */
export interface Outcome {
  reasons: string[]
  at: string
}

/** Why cases differ, each a decision: docs/runtime.md, "Where routekit differs from React Router". */
export const REASONS: Record<string, string> = {
  'decides-first':
    "Every request passes through 'loading' before it commits: routekit's data strategy asks resolve() (maintenance, redirects, guards) about each one, so React Router calls it even where it would have nothing to load (after an action's error, a navigation to a page without loaders); a page's first visit also loads its module, as a React Router lazy route does.",
  'lazy-action':
    "A page's module is a React Router lazy route: a page without an action is known only once its module has loaded, so a POST to it answers React Router's own 405 after the data strategy ran, and its parent layouts keep their data instead of loading again.",
  matches:
    "useMatches() lists routekit's own routes beside the layouts and the page: its root `routekit`, whose data is resolve()'s decision, and the slot `routekit:slot:<name>` each page waits in until resolve() first lets it render (neither has a handle).",
  'not-found-text':
    "A path no route declares answers routekit's 404, 'Page not found: {path}' with the status text 'Page Not Found' (the seed's contract texts), where React Router's is 'Not Found' with 'No route matches URL'.",
}

/** Cases that differ on today's runtime for no decided reason, by name: none. */
export const TODAY: Record<string, Outcome> = {}
