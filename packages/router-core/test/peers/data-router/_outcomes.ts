// The recorded outcome of every case that differs on today's routekit runtime, and why. The test checks each one
// still differs at exactly the same points (`<observation> <field>`: 0 is the start, n the n-th step), so a case that
// starts agreeing, or differs elsewhere, is noticed. When the runtime gives each layout and page a match of its own
// (issue 40), most of these go: delete a line when its case agrees (RECORD_OUTCOMES=1 prints what changed).

/** How a case differs: why (keys of REASONS, the cause of the first difference first), and every point where the runs part. */
export interface Outcome {
  reasons: string[]
  at: string
}

/**
 * Why cases differ. All but the last come from one choice of today's runtime: one catch-all route whose loader returns
 * the whole navigation (issue 40). The last is a decision: docs/runtime.md, "Where routekit differs from React Router".
 */
export const REASONS: Record<string, string> = {
  'layout-reruns':
    "Layout loaders run again on every navigation: the catch-all's loader returns the whole navigation, so React Router cannot revalidate one level.",
  'redirect-replace':
    "Every redirect (a loader's, an action's, a fetcher's, a revalidation's) replaces the history entry, so Back skips the page the visitor came from.",
  'one-error-page':
    "An error shows the app's one error page in place of every layout: a page or layout cannot export ErrorBoundary, and the layouts' data is dropped.",
  'always-loads':
    "Every navigation runs the catch-all's loader, so it passes through 'loading' even to a page without a loader, where React Router's is instant.",
  'no-should-revalidate': 'A page or layout module cannot export shouldRevalidate.',
  'action-data-scope':
    "The page shown reads the catch-all's action data: while a submission to another page loads, its useActionData() returns that action's value.",
  'fetcher-revalidation':
    'Fetchers never revalidate after an action or revalidate(): they record a route id (routekit/page, routekit/layout/<name>) no match has.',
  'prerendered-null':
    "A prerendered page's data holds null for a layout without a loader, so its useLoaderData() is null, not undefined, after hydration.",
  hydration:
    "The catch-all cannot hydrate: the first paint is empty (the app's hydrate fallback), with prerendered data or for a page without a loader, and a route's HydrateFallback is not read.",
  external:
    'An external redirect always leaves with location.assign (React Router replaces on a replace navigation), its URL normalised (//host becomes http://host).',
  'redirect-loop':
    'An action that redirects to its own path (Post/Redirect/Get) stops with [RK708] Redirect loop; React Router replaces the entry and loads it again.',
  'action-405': "A submission to a page without an action answers routekit's own 405 message.",
  matches:
    "useMatches() lists routekit's root and the catch-all, a module's handle is not read, and useRouteLoaderData() names a page only as routekit/page.",
  'redirect-document': 'redirectDocument() is followed on the client.',
  'basename-absolute':
    'A same-origin absolute redirect under a basename gets the basename twice; one outside the basename is followed on the client, not by the document.',
  'redirect-307': "A 307 or 308 from an action becomes a GET: the target page's action never runs.",
  'redirect-waits':
    "A loader's redirect or error is acted on before the navigation's other loaders settle; React Router waits for them all.",
  pattern: "Loaders get the catch-all's pattern, '*', not their routes.yaml path.",
  'empty-json': 'A loader returning an empty JSON response shows the error page; React Router gives null.',
  'relative-redirect': "A relative redirect ('./child') resolves against the URL, not against its route's path.",
  'redirect-300': 'A 300 with a Location header is followed as a redirect.',
  'thrown-response':
    "A thrown 404 Response's status text and body never reach an ErrorBoundary: the error page shows 'Page Not Found: {path}'.",
  'not-found-text':
    "By design: a path no route declares answers routekit's 404, 'Page not found: {path}' with the status text 'Page Not Found' (the seed's contract texts), where React Router's is 'Not Found' with 'No route matches URL'.",
}

/** Cases that differ on today's runtime, by name. */
export const TODAY: Record<string, Outcome> = {
  'navigation-test.ts > navigations > normal navigation > fetches data on navigation': {
    reasons: ['layout-reruns'],
    at: '1 loaderData, 1 calls, 1 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > allows `null` as a valid data value': {
    reasons: ['layout-reruns'],
    at: '1 calls',
  },
  'navigation-test.ts > navigations > normal navigation > unwraps non-redirect json Responses': {
    reasons: ['layout-reruns'],
    at: '1 calls',
  },
  'navigation-test.ts > navigations > normal navigation > unwraps non-redirect json Responses (Response.json() helper)':
    { reasons: ['layout-reruns'], at: '1 calls' },
  'navigation-test.ts > navigations > normal navigation > does not attempt to deserialize empty json responses': {
    reasons: ['layout-reruns', 'empty-json'],
    at: '1 calls, 2 loaderData, 2 errors, 2 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > unwraps non-redirect text Responses': {
    reasons: ['layout-reruns'],
    at: '1 calls',
  },
  'navigation-test.ts > navigations > normal navigation > handles errors when unwrapping Responses': {
    reasons: ['one-error-page'],
    at: '2 errors, 2 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > bubbles errors when unwrapping Responses': {
    reasons: ['one-error-page'],
    at: '2 errors, 2 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > does not fetch unchanging layout data': {
    reasons: ['layout-reruns'],
    at: '1 loaderData, 1 calls, 1 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > does not reload all routes when search does not change': {
    reasons: ['layout-reruns'],
    at: '2 loaderData, 2 calls, 2 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > reloads only routes with changed params': {
    reasons: ['layout-reruns'],
    at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > reloads all routes on refresh': {
    reasons: ['layout-reruns'],
    at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > runs loaders on same-hash navigations to new paths': {
    reasons: ['layout-reruns'],
    at: '1 loaderData, 1 calls, 1 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > runs loaders on hash removal navigations (nested path)': {
    reasons: ['layout-reruns'],
    at: '1 loaderData, 1 calls, 1 rendered',
  },
  'navigation-test.ts > navigations > normal navigation > runs action/loaders on hash change only <Form method="post"> navigations':
    { reasons: ['layout-reruns'], at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 rendered' },
  "navigation-test.ts > navigations > normal navigation > loads new data on new routes even if there's also a hash change":
    { reasons: ['layout-reruns'], at: '1 calls' },
  'navigation-test.ts > navigations > normal navigation > redirects from loaders (throw)': {
    reasons: ['layout-reruns', 'redirect-replace'],
    at: '1 calls, 2 calls, 3 historyAction',
  },
  'navigation-test.ts > navigations > normal navigation > redirects from loaders (return)': {
    reasons: ['layout-reruns', 'redirect-replace'],
    at: '1 calls, 2 calls, 3 historyAction',
  },
  'navigation-test.ts > navigations > normal navigation > reloads all routes if X-Remix-Revalidate was set in a loader redirect header':
    {
      reasons: ['layout-reruns'],
      at: '1 calls, 4 location, 4 historyAction, 4 navigation, 4 loaderData, 4 navigations, 4 rendered',
    },
  "navigation-test.ts > navigations > errors on navigation > with an error boundary in the throwing route > uses the throwing route's error boundary":
    { reasons: ['one-error-page'], at: '2 errors, 2 rendered' },
  'navigation-test.ts > navigations > errors on navigation > with an error boundary in the throwing route > clears previous loaderData at that route':
    { reasons: ['one-error-page'], at: '6 loaderData, 6 errors, 6 rendered' },
  'navigation-test.ts > navigations > errors on navigation > with an error boundary above the throwing route > uses the nearest error boundary':
    { reasons: ['one-error-page'], at: '2 errors, 2 rendered' },
  'navigation-test.ts > navigations > errors on navigation > with an error boundary above the throwing route > clears out the error on new locations':
    {
      reasons: ['prerendered-null', 'layout-reruns', 'one-error-page', 'always-loads'],
      at: '0 rendered, 1 calls, 1 rendered, 2 loaderData, 2 errors, 2 rendered, 3 loaderData, 3 calls, 3 navigations, 3 rendered',
    },
  'navigation-test.ts > navigations > errors on navigation > loads data above error boundary route': {
    reasons: ['layout-reruns', 'one-error-page'],
    at: '1 calls, 3 loaderData, 3 errors, 3 rendered',
  },
  'navigation-test.ts > navigations > POP navigations > does a normal load when backing into an action redirect': {
    reasons: ['redirect-replace', 'layout-reruns'],
    at: '1 historyAction, 2 loaderData, 2 calls, 2 rendered, 3 loaderData, 3 calls, 3 rendered, 4 location, 4 loaderData, 4 calls, 4 navigations, 4 rendered',
  },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations': {
    reasons: ['layout-reruns'],
    at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered, 3 loaderData, 3 calls, 3 rendered, 4 loaderData, 4 calls, 4 rendered, 5 loaderData, 5 calls, 5 rendered',
  },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across actions': {
    reasons: ['layout-reruns'],
    at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered, 3 loaderData, 3 rendered, 4 loaderData, 4 calls, 4 rendered',
  },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across actions to new locations':
    {
      reasons: ['layout-reruns'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered, 3 loaderData, 3 rendered, 4 loaderData, 4 calls, 4 rendered',
    },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across action errors':
    {
      reasons: ['layout-reruns', 'one-error-page', 'always-loads'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered, 3 loaderData, 3 errors, 3 navigations, 3 rendered, 4 loaderData, 4 aborted, 4 rendered',
    },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across loader redirects':
    {
      reasons: ['layout-reruns', 'redirect-replace'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 historyAction, 2 loaderData, 2 calls, 2 rendered, 3 location, 3 loaderData, 3 calls, 3 navigations, 3 rendered',
    },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across loader redirects with replace:true':
    {
      reasons: ['layout-reruns'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered, 3 loaderData, 3 calls, 3 rendered',
    },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across action redirects':
    {
      reasons: ['layout-reruns', 'redirect-replace'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered, 3 historyAction, 3 loaderData, 3 rendered, 4 location, 4 loaderData, 4 calls, 4 navigations, 4 rendered',
    },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across action redirects to the same location':
    {
      reasons: ['layout-reruns', 'redirect-loop'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered, 3 historyAction, 3 loaderData, 3 errors, 3 calls, 3 rendered, 4 location, 4 loaderData, 4 calls, 4 navigations, 4 rendered',
    },
  'navigation-test.ts > navigations > POP navigations > navigates correctly using POP navigations across <Form replace> redirects':
    {
      reasons: ['layout-reruns'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 calls, 2 rendered, 3 loaderData, 3 rendered, 4 loaderData, 4 calls, 4 rendered',
    },
  'navigation-test.ts > navigations > POP navigations > should respect explicit replace:false on non-redirected actions to new locations':
    {
      reasons: ['layout-reruns'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 rendered, 3 loaderData, 3 calls, 3 rendered',
    },
  'navigation-test.ts > navigations > POP navigations > should respect explicit replace:false on non-redirected actions to the same location':
    {
      reasons: ['layout-reruns'],
      at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 rendered, 3 loaderData, 3 rendered',
    },
  'navigation-test.ts > navigations > navigation states > get': { reasons: ['layout-reruns'], at: '1 calls' },
  'navigation-test.ts > navigations > navigation states > get + redirect': {
    reasons: ['layout-reruns', 'redirect-replace'],
    at: '1 calls, 2 calls, 3 historyAction',
  },
  'navigation-test.ts > navigations > navigation states > action submission': {
    reasons: ['action-data-scope'],
    at: '2 actionData, 2 rendered, 3 actionData, 3 rendered',
  },
  'navigation-test.ts > navigations > navigation states > action submission + redirect': {
    reasons: ['redirect-replace'],
    at: '4 historyAction',
  },
  'navigation-test.ts > navigations > navigation states > loader submission + redirect': {
    reasons: ['layout-reruns'],
    at: '3 calls, 4 location, 4 historyAction, 4 navigation, 4 loaderData, 4 navigations, 4 rendered',
  },
  'redirects-test.ts > redirects > applies the basename to redirects returned from loaders': {
    reasons: ['redirect-replace'],
    at: '5 historyAction',
  },
  'redirects-test.ts > redirects > supports relative routing in redirects (from index navigation loader)': {
    reasons: ['redirect-replace', 'always-loads'],
    at: '4 historyAction, 4 navigations',
  },
  'redirects-test.ts > redirects > supports relative routing in redirects (from index fetch loader)': {
    reasons: ['redirect-replace', 'layout-reruns', 'always-loads'],
    at: '1 historyAction, 1 calls, 1 navigations',
  },
  'redirects-test.ts > redirects > supports . redirects': {
    reasons: ['relative-redirect', 'redirect-replace'],
    at: '1 location, 1 historyAction, 1 loaderData, 1 errors, 1 calls, 1 navigations, 1 rendered',
  },
  'redirects-test.ts > redirects > supports relative routing in navigation action redirects': {
    reasons: ['always-loads'],
    at: '1 navigations',
  },
  'redirects-test.ts > redirects > supports relative routing in navigation action redirects (../parent)': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > supports relative routing in fetch action redirects': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > preserves query and hash in redirects': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > preserves query and hash in relative redirects': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > processes external redirects if window is present (push) (//remix.run/blog)': {
    reasons: ['external'],
    at: '1 left',
  },
  'redirects-test.ts > redirects > processes external redirects if window is present (replace) (http://remix.run/blog)':
    { reasons: ['external'], at: '1 left' },
  'redirects-test.ts > redirects > processes external redirects if window is present (replace) (https://remix.run/blog)':
    { reasons: ['external'], at: '1 left' },
  'redirects-test.ts > redirects > processes external redirects if window is present (replace) (//remix.run/blog)': {
    reasons: ['external'],
    at: '1 left',
  },
  'redirects-test.ts > redirects > processes external redirects if window is present (replace) (app://whatever)': {
    reasons: ['external'],
    at: '1 left',
  },
  'redirects-test.ts > redirects > processes redirects with document reload if header is present (assign)': {
    reasons: ['redirect-document'],
    at: '1 location, 1 historyAction, 1 navigation, 1 errors, 1 navigations, 1 left, 1 rendered',
  },
  'redirects-test.ts > redirects > processes redirects with document reload if header is present (replace)': {
    reasons: ['redirect-document'],
    at: '1 location, 1 historyAction, 1 navigation, 1 errors, 1 navigations, 1 left, 1 rendered',
  },
  'redirects-test.ts > redirects > properly handles same-origin absolute URLs': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > normalizes mixed leading separators in redirects (\\\\localhost/parent)': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > normalizes mixed leading separators in redirects (/\\localhost/parent)': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > normalizes mixed leading separators in redirects (\\/localhost/parent)': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > properly handles same-origin absolute URLs when using a basename': {
    reasons: ['basename-absolute', 'redirect-replace'],
    at: '1 location, 1 historyAction, 1 loaderData, 1 errors, 1 calls, 1 navigations, 1 rendered',
  },
  "redirects-test.ts > redirects > treats same-origin absolute URLs as external if they don't match the basename": {
    reasons: ['basename-absolute'],
    at: '1 location, 1 historyAction, 1 navigation, 1 errors, 1 navigations, 1 left, 1 rendered',
  },
  'redirects-test.ts > redirects > automatically replaces in the history stack if you redirect to the same location (root relative)':
    {
      reasons: ['redirect-loop', 'layout-reruns', 'always-loads'],
      at: '2 historyAction, 2 loaderData, 2 errors, 2 calls, 2 rendered, 3 location, 3 loaderData, 3 calls, 3 navigations, 3 rendered',
    },
  'redirects-test.ts > redirects > automatically replaces in the history stack if you redirect to the same location (absolute)':
    {
      reasons: ['redirect-loop', 'layout-reruns', 'always-loads'],
      at: '2 historyAction, 2 loaderData, 2 errors, 2 calls, 2 rendered, 3 location, 3 loaderData, 3 calls, 3 navigations, 3 rendered',
    },
  'redirects-test.ts > redirects > preserves action revalidation across multiple redirects': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > preserves X-Remix-Revalidate revalidation across multiple redirects': {
    reasons: ['redirect-replace', 'layout-reruns'],
    at: '1 historyAction, 1 loaderData, 1 calls, 1 rendered',
  },
  'redirects-test.ts > redirects > supports replace() redirects': {
    reasons: ['always-loads'],
    at: '1 navigations, 2 navigations, 3 navigations',
  },
  'redirects-test.ts > redirects > redirect status code handling > should not treat 300 as a redirect': {
    reasons: ['redirect-300'],
    at: '2 location, 2 historyAction, 2 loaderData, 2 errors, 2 navigations, 2 rendered',
  },
  'redirects-test.ts > redirects > redirect status code handling > should not preserve the method on 301 redirects': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > redirect status code handling > should not preserve the method on 302 redirects': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > redirect status code handling > should not preserve the method on 303 redirects': {
    reasons: ['redirect-replace'],
    at: '1 historyAction',
  },
  'redirects-test.ts > redirects > redirect status code handling > should preserve the method on 307 redirects': {
    reasons: ['redirect-replace', 'redirect-307'],
    at: '1 historyAction, 1 actionData, 1 calls, 1 navigations, 1 rendered',
  },
  'redirects-test.ts > redirects > redirect status code handling > should preserve the method on 308 redirects': {
    reasons: ['redirect-replace', 'redirect-307'],
    at: '1 historyAction, 1 actionData, 1 calls, 1 navigations, 1 rendered',
  },
  'submission-test.ts > submissions > submission navigations > reloads all routes when a loader during an actionReload redirects':
    {
      reasons: ['action-data-scope', 'redirect-waits', 'redirect-replace'],
      at: '2 actionData, 2 rendered, 3 navigation, 3 actionData, 3 calls, 3 navigations, 3 rendered, 4 actionData, 4 calls, 4 navigations, 4 rendered, 5 actionData, 5 rendered, 6 historyAction',
    },
  'submission-test.ts > submissions > submission navigations > commits action data as soon as it lands': {
    reasons: ['action-data-scope'],
    at: '2 actionData, 2 rendered',
  },
  'submission-test.ts > submissions > submission navigations > reloads all routes after the action': {
    reasons: ['action-data-scope'],
    at: '2 actionData, 2 rendered, 3 actionData, 3 rendered',
  },
  'submission-test.ts > submissions > submission navigations > reloads all routes after action redirect (throw)': {
    reasons: ['redirect-replace'],
    at: '4 historyAction',
  },
  'submission-test.ts > submissions > submission navigations > reloads all routes after action redirect (return)': {
    reasons: ['redirect-replace'],
    at: '4 historyAction',
  },
  'submission-test.ts > submissions > submission navigations > reloads all routes after action redirect (chained redirects)':
    { reasons: ['redirect-replace'], at: '6 historyAction' },
  'submission-test.ts > submissions > submission navigations > removes action data at new locations': {
    reasons: ['layout-reruns'],
    at: '2 loaderData, 2 calls, 2 rendered',
  },
  'submission-test.ts > submissions > submission navigations > removes action data after action redirect (w/o loaders to run)':
    { reasons: ['always-loads', 'redirect-replace'], at: '1 navigations, 2 historyAction, 2 aborted, 2 navigations' },
  'submission-test.ts > submissions > submission navigations > removes action data after action redirect (w/ loaders to run)':
    { reasons: ['always-loads', 'redirect-replace'], at: '1 navigations, 2 aborted, 3 historyAction' },
  'submission-test.ts > submissions > submission navigations > removes action data after action redirect to current location':
    { reasons: ['redirect-loop'], at: '2 historyAction, 2 loaderData, 2 errors, 2 calls, 2 rendered' },
  "submission-test.ts > submissions > action errors > with an error boundary in the action route > uses the action route's error boundary":
    { reasons: ['one-error-page', 'always-loads'], at: '2 errors, 2 navigations, 2 rendered' },
  'submission-test.ts > submissions > action errors > with an error boundary in the action route > loads parent data, but not action data':
    {
      reasons: ['one-error-page'],
      at: '2 location, 2 historyAction, 2 navigation, 2 loaderData, 2 errors, 2 calls, 2 navigations, 2 rendered, 3 step, 3 loaderData, 3 errors, 3 navigations, 3 rendered',
    },
  'submission-test.ts > submissions > action errors > with an error boundary above the action route > uses the nearest error boundary':
    { reasons: ['one-error-page', 'always-loads'], at: '2 errors, 2 navigations, 2 rendered' },
  'submission-test.ts > submissions > action errors > with a parent loader that throws also, good grief! > uses action error but nearest errorBoundary to parent':
    {
      reasons: ['one-error-page'],
      at: '2 location, 2 historyAction, 2 navigation, 2 errors, 2 calls, 2 navigations, 2 rendered, 3 step, 3 errors, 3 navigations, 3 rendered',
    },
  'submission-test.ts > submissions > action errors > with no corresponding action > throws a 405 ErrorResponse': {
    reasons: ['one-error-page', 'action-405', 'always-loads'],
    at: '1 errors, 1 navigations, 1 rendered',
  },
  'submission-test.ts > submissions > action errors > with no corresponding action > still calls appropriate loaders after 405 ErrorResponse':
    {
      reasons: ['one-error-page', 'action-405'],
      at: '1 location, 1 historyAction, 1 navigation, 1 loaderData, 1 errors, 1 calls, 1 navigations, 1 rendered, 2 step, 2 location, 2 historyAction, 2 navigation, 2 loaderData, 2 errors, 2 rendered, 3 step, 3 loaderData, 3 errors, 3 navigations, 3 rendered',
    },
  'submission-test.ts > submissions > action errors > clears previous actionData at the throwing route': {
    reasons: ['one-error-page'],
    at: '2 loaderData, 2 errors, 2 calls, 2 rendered',
  },
  'submission-test.ts > submissions > action errors > does not clear previous loaderData at the handling route': {
    reasons: ['layout-reruns', 'one-error-page', 'always-loads'],
    at: '1 loaderData, 1 calls, 1 rendered, 2 loaderData, 2 errors, 2 navigations, 2 rendered',
  },
  'submission-test.ts > submissions > submission encTypes > serializes body as application/json (object)': {
    reasons: ['always-loads'],
    at: '1 navigations',
  },
  'submission-test.ts > submissions > submission encTypes > serializes body as text/plain (string)': {
    reasons: ['always-loads'],
    at: '1 navigations',
  },
  'submission-test.ts > submissions > submission encTypes > serializes body as implicit application/x-www-form-urlencoded (object)':
    { reasons: ['always-loads'], at: '1 navigations' },
  'interruptions-test.ts > interruptions > A) GET /foo |---X B) GET /bar |---O > aborts previous load': {
    reasons: ['layout-reruns'],
    at: '1 calls, 2 calls, 2 aborted',
  },
  'interruptions-test.ts > interruptions > A) GET /foo |---X B) POST /bar |---O > aborts previous load': {
    reasons: ['layout-reruns'],
    at: '1 calls, 2 aborted',
  },
  'interruptions-test.ts > interruptions > A) POST /foo |--|--X B) GET /bar |---O > aborts previous action reload': {
    reasons: ['action-data-scope'],
    at: '2 actionData, 2 rendered, 3 actionData, 3 rendered',
  },
  'interruptions-test.ts > interruptions > A) POST /foo |--|--X B) POST /bar |---O > aborts previous action reload': {
    reasons: ['action-data-scope'],
    at: '2 actionData, 2 rendered, 3 actionData, 3 rendered',
  },
  'interruptions-test.ts > interruptions > A) GET /foo |--/bar--X B) GET /baz |---O > aborts previous action redirect load':
    { reasons: ['layout-reruns'], at: '1 calls, 2 calls, 3 calls, 3 aborted' },
  'interruptions-test.ts > interruptions > A) GET /foo |---X B) GET /bar |---X C) GET /baz |---O > aborts multiple subsequent loads':
    { reasons: ['layout-reruns'], at: '1 calls, 2 calls, 2 aborted, 4 calls, 4 aborted' },
  'interruptions-test.ts > interruptions > A) POST /foo |---X B) POST /bar |---X C) POST /baz |---O > aborts previous load':
    { reasons: ['action-data-scope'], at: '6 actionData, 6 rendered' },
  'interruptions-test.ts > interruptions > A) POST /foo |--|--X B) GET /bar |-----O > forces all loaders to revalidate on interrupted actionReload':
    {
      reasons: ['action-data-scope'],
      at: '2 actionData, 2 rendered, 3 actionData, 3 rendered, 4 actionData, 4 rendered',
    },
  'revalidate-test.ts > router.revalidate > handles revalidation interrupted by a <Form method=post> navigation': {
    reasons: ['action-data-scope'],
    at: '5 actionData, 5 rendered, 6 actionData, 6 rendered',
  },
  'revalidate-test.ts > router.revalidate > handles <Link> navigation interrupted by a revalidation': {
    reasons: ['layout-reruns'],
    at: '1 calls, 2 aborted',
  },
  'revalidate-test.ts > router.revalidate > handles <Form method=post> navigation interrupted by a revalidation during action phase':
    { reasons: ['action-data-scope'], at: '3 actionData, 3 rendered, 4 actionData, 4 rendered' },
  'revalidate-test.ts > router.revalidate > handles <Form method=post> navigation interrupted by a revalidation during loading phase':
    {
      reasons: ['action-data-scope'],
      at: '2 actionData, 2 rendered, 3 actionData, 3 rendered, 4 actionData, 4 rendered, 5 actionData, 5 rendered, 6 actionData, 6 rendered',
    },
  'revalidate-test.ts > router.revalidate > handles redirects returned from revalidations': {
    reasons: ['redirect-replace'],
    at: '5 historyAction, 6 historyAction, 6 navigation, 6 calls, 6 navigations, 7 step, 7 location, 7 historyAction, 7 navigation, 7 loaderData, 7 navigations, 7 rendered',
  },
  'revalidate-test.ts > router.revalidate > handles errors from revalidations': {
    reasons: ['one-error-page', 'redirect-waits'],
    at: '2 revalidation, 2 loaderData, 2 errors, 2 rendered, 3 loaderData, 3 errors, 3 rendered',
  },
  'revalidate-test.ts > router.revalidate > leverages shouldRevalidate on revalidation routes': {
    reasons: ['no-should-revalidate'],
    at: '1 revalidation, 1 calls, 1 shouldRevalidate, 2 revalidation, 2 aborted, 2 shouldRevalidate, 3 revalidation, 5 shouldRevalidate',
  },
  'revalidate-test.ts > router.revalidate > triggers revalidation on fetcher loads': {
    reasons: ['layout-reruns', 'fetcher-revalidation'],
    at: '1 calls, 2 fetchers, 3 fetchers, 3 calls, 3 aborted, 4 fetchers, 5 revalidation, 5 loaderData, 5 fetchers, 5 rendered, 6 step, 6 fetchers',
  },
  'use-revalidator-test.tsx > useRevalidator > allows a successful useRevalidator to resolve the error boundary (loader + child boundary)':
    { reasons: ['one-error-page'], at: '0 errors, 0 rendered' },
  'use-revalidator-test.tsx > useRevalidator > allows a successful useRevalidator to resolve the error boundary (loader + parent boundary)':
    { reasons: ['one-error-page'], at: '0 errors, 0 rendered' },
  'should-revalidate-test.ts > shouldRevalidate > provides a default implementation': {
    reasons: ['layout-reruns', 'always-loads', 'redirect-replace'],
    at: '1 calls, 1 navigations, 2 calls, 2 navigations, 3 calls, 3 navigations, 7 historyAction, 8 historyAction, 8 calls',
  },
  'should-revalidate-test.ts > shouldRevalidate > provides the default implementation to the route function': {
    reasons: ['layout-reruns', 'no-should-revalidate', 'always-loads', 'redirect-replace'],
    at: '1 calls, 1 shouldRevalidate, 1 navigations, 2 calls, 2 shouldRevalidate, 2 navigations, 3 calls, 3 shouldRevalidate, 3 navigations, 4 shouldRevalidate, 5 shouldRevalidate, 6 shouldRevalidate, 7 historyAction, 7 shouldRevalidate, 8 historyAction, 8 calls, 8 shouldRevalidate',
  },
  'should-revalidate-test.ts > shouldRevalidate > delegates to the route if it should reload or not': {
    reasons: ['layout-reruns', 'no-should-revalidate', 'always-loads'],
    at: '1 calls, 1 shouldRevalidate, 2 calls, 2 shouldRevalidate, 2 navigations, 3 calls, 3 shouldRevalidate, 4 shouldRevalidate, 5 calls, 5 shouldRevalidate',
  },
  'should-revalidate-test.ts > shouldRevalidate > includes submissions on actions that return data': {
    reasons: ['no-should-revalidate'],
    at: '1 shouldRevalidate',
  },
  'should-revalidate-test.ts > shouldRevalidate > includes submission on actions that return redirects': {
    reasons: ['redirect-replace', 'no-should-revalidate'],
    at: '1 historyAction, 1 shouldRevalidate',
  },
  'should-revalidate-test.ts > shouldRevalidate > includes submissions and acton status on actions that return Responses':
    { reasons: ['no-should-revalidate'], at: '1 shouldRevalidate' },
  'should-revalidate-test.ts > shouldRevalidate > includes json submissions': {
    reasons: ['no-should-revalidate'],
    at: '1 shouldRevalidate',
  },
  'should-revalidate-test.ts > shouldRevalidate > includes text submissions': {
    reasons: ['no-should-revalidate'],
    at: '1 shouldRevalidate',
  },
  'should-revalidate-test.ts > shouldRevalidate > applies to fetcher loads': {
    reasons: ['no-should-revalidate', 'always-loads', 'action-405'],
    at: '2 shouldRevalidate, 2 navigations, 3 shouldRevalidate, 3 navigations, 4 errors, 4 shouldRevalidate, 4 navigations, 4 rendered',
  },
  'should-revalidate-test.ts > shouldRevalidate > applies to fetcher submissions and sends fetcher actionResult through':
    { reasons: ['no-should-revalidate'], at: '1 shouldRevalidate' },
  'should-revalidate-test.ts > shouldRevalidate > applies to fetcher submissions when action redirects': {
    reasons: ['redirect-replace', 'no-should-revalidate'],
    at: '1 historyAction, 1 shouldRevalidate',
  },
  'should-revalidate-test.ts > shouldRevalidate > preserves non-revalidated loaderData on navigations': {
    reasons: ['no-should-revalidate'],
    at: '1 loaderData, 1 calls, 1 shouldRevalidate, 1 rendered, 2 loaderData, 2 calls, 2 shouldRevalidate, 2 rendered',
  },
  'should-revalidate-test.ts > shouldRevalidate > preserves non-revalidated loaderData on fetches': {
    reasons: ['prerendered-null', 'no-should-revalidate'],
    at: '0 rendered, 1 loaderData, 1 calls, 1 shouldRevalidate, 1 rendered, 2 loaderData, 2 calls, 2 shouldRevalidate, 2 rendered',
  },
  'should-revalidate-test.ts > shouldRevalidate > requires an explicit false return value to override default true behavior':
    {
      reasons: ['no-should-revalidate', 'layout-reruns', 'always-loads'],
      at: '1 shouldRevalidate, 2 shouldRevalidate, 3 shouldRevalidate, 4 shouldRevalidate, 5 loaderData, 5 calls, 5 shouldRevalidate, 5 navigations, 5 rendered',
    },
  'should-revalidate-test.ts > shouldRevalidate > requires an explicit true return value to override default false behavior':
    {
      reasons: ['layout-reruns', 'no-should-revalidate', 'always-loads'],
      at: '1 loaderData, 1 calls, 1 shouldRevalidate, 1 navigations, 1 rendered, 2 loaderData, 2 calls, 2 shouldRevalidate, 2 navigations, 2 rendered, 3 loaderData, 3 calls, 3 shouldRevalidate, 3 navigations, 3 rendered, 4 loaderData, 4 calls, 4 shouldRevalidate, 4 navigations, 4 rendered, 5 loaderData, 5 shouldRevalidate, 5 rendered',
    },
  'should-revalidate-test.ts > shouldRevalidate > does not revalidates after actions returning 4xx/5xx responses with flag':
    { reasons: ['always-loads'], at: '1 navigations, 2 aborted, 2 navigations' },
  'should-revalidate-test.ts > shouldRevalidate > does not revalidate after actions throwing 4xx/5xx responses with flag':
    {
      reasons: ['one-error-page', 'always-loads'],
      at: '1 loaderData, 1 errors, 1 navigations, 1 rendered, 2 loaderData, 2 errors, 2 aborted, 2 navigations, 2 rendered',
    },
  'fetchers-test.ts > fetchers > fetcher states > loader fetch': { reasons: ['layout-reruns'], at: '1 calls' },
  'fetchers-test.ts > fetchers > fetcher states > loader re-fetch': {
    reasons: ['layout-reruns'],
    at: '1 calls, 3 calls',
  },
  'fetchers-test.ts > fetchers > fetcher states > loader submission fetch': {
    reasons: ['layout-reruns'],
    at: '1 calls',
  },
  'fetchers-test.ts > fetchers > fetcher states > loader submission re-fetch': {
    reasons: ['layout-reruns'],
    at: '1 calls, 3 calls',
  },
  'fetchers-test.ts > fetchers > fetcher error states (4xx Response) > loader fetch': {
    reasons: ['layout-reruns', 'one-error-page'],
    at: '1 calls, 2 errors, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher error states (4xx Response) > loader submission fetch': {
    reasons: ['layout-reruns', 'one-error-page'],
    at: '1 calls, 2 errors, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher error states (4xx Response) > action fetch': {
    reasons: ['one-error-page'],
    at: '2 errors, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher error states (4xx Response) > action fetch without action handler': {
    reasons: ['one-error-page', 'action-405'],
    at: '1 errors, 1 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher error states (4xx Response) > handles fetcher errors at contextual route boundaries':
    { reasons: ['one-error-page'], at: '2 errors, 2 rendered, 4 errors, 4 rendered' },
  'fetchers-test.ts > fetchers > fetcher error states (Error) > loader fetch': {
    reasons: ['layout-reruns', 'one-error-page'],
    at: '1 calls, 2 errors, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher error states (Error) > action fetch': {
    reasons: ['one-error-page'],
    at: '2 errors, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher redirects > loader fetch': {
    reasons: ['layout-reruns', 'redirect-replace'],
    at: '1 calls, 2 calls, 3 historyAction, 4 historyAction, 4 navigation, 4 calls, 4 navigations, 5 step, 5 location, 5 historyAction, 5 navigation, 5 loaderData, 5 navigations, 5 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher redirects > loader submission fetch': {
    reasons: ['layout-reruns', 'redirect-replace'],
    at: '1 calls, 2 calls, 3 historyAction, 4 historyAction, 4 navigation, 4 calls, 4 navigations, 5 step, 5 location, 5 historyAction, 5 navigation, 5 loaderData, 5 navigations, 5 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher redirects > action fetch': {
    reasons: ['redirect-replace'],
    at: '4 historyAction, 5 historyAction, 5 navigation, 5 calls, 5 navigations, 6 step, 6 location, 6 historyAction, 6 navigation, 6 loaderData, 6 navigations, 6 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher redirects > handles loader redirects after a fetcher submission': {
    reasons: ['layout-reruns'],
    at: '1 calls, 2 location, 2 historyAction, 2 navigation, 2 loaderData, 2 navigations, 2 rendered, 3 location, 3 historyAction, 3 navigation, 3 loaderData, 3 rendered, 4 location, 4 historyAction, 4 navigation, 4 loaderData, 4 rendered, 5 loaderData, 5 navigations, 5 rendered, 6 loaderData, 6 rendered, 7 loaderData, 7 rendered, 8 location, 8 navigation, 8 loaderData, 8 navigations, 8 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher resubmissions/re-gets > aborts re-gets': {
    reasons: ['layout-reruns'],
    at: '1 calls, 2 calls, 2 aborted, 4 calls, 4 aborted',
  },
  'fetchers-test.ts > fetchers > fetcher revalidation > revalidates fetchers on action submissions': {
    reasons: ['layout-reruns', 'fetcher-revalidation'],
    at: '1 calls, 2 loaderData, 2 fetchers, 2 calls, 2 rendered, 3 loaderData, 3 rendered, 4 loaderData, 4 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher revalidation > revalidates fetchers on action redirects': {
    reasons: ['layout-reruns', 'fetcher-revalidation'],
    at: '1 calls, 2 loaderData, 2 fetchers, 2 calls, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher revalidation > revalidates fetchers on action errors': {
    reasons: ['layout-reruns', 'one-error-page', 'fetcher-revalidation'],
    at: '1 calls, 2 loaderData, 2 errors, 2 fetchers, 2 calls, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher revalidation > does not revalidate fetchers on searchParams changes': {
    reasons: ['layout-reruns'],
    at: '1 calls, 2 loaderData, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher revalidation > revalidates fetchers on links to the current location': {
    reasons: ['layout-reruns'],
    at: '1 calls, 2 loaderData, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher revalidation > does not revalidate idle fetchers when a loader navigation is performed':
    { reasons: ['layout-reruns'], at: '1 calls, 2 loaderData, 2 calls, 2 rendered' },
  'fetchers-test.ts > fetchers > fetcher revalidation > handles fetcher revalidation errors': {
    reasons: ['layout-reruns', 'fetcher-revalidation'],
    at: '1 calls, 2 loaderData, 2 errors, 2 calls, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher revalidation > revalidates fetchers on fetcher action submissions': {
    reasons: ['layout-reruns', 'fetcher-revalidation'],
    at: '1 calls, 2 loaderData, 2 fetchers, 2 calls, 2 rendered',
  },
  'fetchers-test.ts > fetchers > fetcher revalidation > does not revalidate fetchers initiated from removed routes': {
    reasons: ['layout-reruns'],
    at: '1 calls, 2 loaderData, 2 rendered',
  },
  'lazy-test.ts > lazily loaded route modules > happy path > fetches lazy route functions on submission navigation': {
    reasons: ['action-data-scope'],
    at: '3 actionData, 3 rendered',
  },
  'lazy-test.ts > lazily loaded route modules > interruptions > runs lazily loaded route loader even if lazy function is interrupted':
    { reasons: ['always-loads'], at: '2 navigations' },
  'route-fallback-test.ts > route HydrateFallback > starts with initialized=false, runs unhydrated loaders with partial hydrationData':
    { reasons: ['hydration'], at: 'firstPaint, 0 loaderData, 0 calls, 0 rendered, 1 step, 1 loaderData, 1 rendered' },
  "route-fallback-test.ts > route HydrateFallback > does not kick off initial data load for routes that don't have loaders":
    { reasons: ['hydration'], at: 'firstPaint' },
  'data-memory-router-test.tsx > createMemoryRouter > provides useMatches': {
    reasons: ['matches'],
    at: '0 rendered, 1 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > provides useMatches (handle on a layout)': {
    reasons: ['matches'],
    at: '0 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > provides useRouteLoaderData': {
    reasons: ['prerendered-null', 'matches'],
    at: '0 rendered, 1 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > renders with hydration data': {
    reasons: ['hydration'],
    at: 'firstPaint, 0 actionData, 0 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > renders hydrateFallbackElement while first data fetch happens': {
    reasons: ['hydration'],
    at: 'firstPaint, 0 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > does not render hydrateFallbackElement if no data fetch is required':
    { reasons: ['hydration'], at: 'firstPaint' },
  'data-browser-router-test.tsx > data routers > hydration > renders HydrateFallback while first data fetch happens': {
    reasons: ['hydration'],
    at: 'firstPaint, 0 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > errors > renders navigation errors on leaf elements using ErrorBoundary':
    {
      reasons: ['prerendered-null', 'one-error-page'],
      at: '0 rendered, 1 rendered, 2 errors, 2 rendered, 3 errors, 3 rendered, 4 errors, 4 rendered',
    },
  'data-memory-router-test.tsx > createMemoryRouter > errors > renders navigation errors on parent elements': {
    reasons: ['prerendered-null', 'one-error-page'],
    at: '0 rendered, 1 rendered, 2 errors, 2 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > errors > renders navigation errors with a default if no errorElements are provided':
    { reasons: ['prerendered-null'], at: '0 rendered, 1 rendered' },
  'data-memory-router-test.tsx > createMemoryRouter > errors > handles render errors in parent errorElement': {
    reasons: ['one-error-page'],
    at: '0 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > errors > handles render errors in child errorElement': {
    reasons: ['one-error-page'],
    at: '0 rendered',
  },
  'data-memory-router-test.tsx > createMemoryRouter > errors > handles back button routing away from a child error boundary':
    { reasons: ['always-loads'], at: '1 navigations, 1 rendered, 2 navigations' },
  'data-memory-router-test.tsx > createMemoryRouter > errors > handles back button routing away from a default error boundary':
    { reasons: ['always-loads'], at: '1 navigations, 2 navigations' },
  "data-memory-router-test.tsx > createMemoryRouter > errors > renders a thrown Response's status, statusText and body (isRouteErrorResponse)":
    { reasons: ['thrown-response'], at: '1 errors, 1 rendered' },
  'data-memory-router-test.tsx > createMemoryRouter > errors > renders a thrown data() with its status (isRouteErrorResponse)':
    { reasons: ['one-error-page'], at: '1 errors, 1 rendered' },
  'data-browser-router-test.tsx > data routers > Uses a PUSH navigation on <Form method="post"> if it redirects': {
    reasons: ['always-loads', 'redirect-replace'],
    at: '1 navigations, 2 historyAction, 2 navigations, 3 location, 3 navigations, 3 rendered',
  },
  'data-browser-router-test.tsx > data routers > loader args: params, request and pattern': {
    reasons: ['pattern'],
    at: '1 loaderData, 1 rendered',
  },
  "data-browser-router-test.tsx > data routers > loader args: a layout's loader gets the page's params and pattern": {
    reasons: ['pattern', 'layout-reruns', 'always-loads'],
    at: '0 loaderData, 0 rendered, 1 loaderData, 1 calls, 1 navigations, 1 rendered',
  },
  'data-browser-router-test.tsx > data routers > a loader redirect followed by Back returns to the page before': {
    reasons: ['always-loads', 'redirect-replace'],
    at: '1 navigations, 2 historyAction, 2 navigations, 3 location, 3 navigations, 3 rendered',
  },
}
