/**
 * Which loader failed while answering a request: the data runtime
 * (_page-data.ts, a lazy chunk in the browser) records it, and renderPage()
 * names it when a build fails. Its own module, so the server's static import
 * does not pull the lazy runtime into the same chunk.
 */
const _failures = new WeakMap<Request, { loader: string; error: unknown }>()

/** Records the first loader that failed for `request`. */
export function recordLoaderFailure(request: Request, loader: string, error: unknown): void {
  if (!_failures.has(request)) _failures.set(request, { loader, error })
}

/** The loader that failed while answering `request`, named (`page "post"`, `layout "shell"`). */
export function loaderFailureOf(request: Request): { loader: string; error: unknown } | undefined {
  return _failures.get(request)
}
