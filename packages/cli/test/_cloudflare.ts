// Cloudflare Pages' own asset server, in this process: wrangler's unstable_generateASSETSBinding() reads a folder's
// _redirects and _headers with the parsers `wrangler pages dev` and `wrangler pages deploy` use (workers-shared's
// parseRedirects and parseHeaders) and answers requests with pages-shared's asset handler, without workerd.
import { createRequire } from 'node:module'

type Fetcher = (request: Request) => Promise<Response>
const { unstable_generateASSETSBinding } = createRequire(import.meta.url)('wrangler') as {
  unstable_generateASSETSBinding: (options: {
    log: Record<'log' | 'info' | 'warn' | 'error' | 'debug', (message: unknown) => void>
    directory: string
    signal: AbortSignal
  }) => Promise<Fetcher>
}

export interface CloudflareAssets {
  /** The answer to a GET of `pathname` (as the browser sends it), redirects not followed. */
  get: (pathname: string) => Promise<Response>
  /** The body of that answer. */
  text: (pathname: string) => Promise<string>
  /** What the parsers said of the files: "Parsed N valid redirect rules." and the like. */
  logs: () => string[]
  /** The warnings about rules the parsers skipped (invalid, over a limit). */
  invalid: () => string[]
  close: () => void
}

/** Cloudflare's asset server for the built folder `dir` (its _redirects and _headers read once, now). */
export async function cloudflareAssets(dir: string): Promise<CloudflareAssets> {
  const logs: string[] = []
  const warnings: string[] = []
  const say = (message: unknown) => logs.push(String(message))
  const controller = new AbortController()
  const fetcher = await unstable_generateASSETSBinding({
    log: {
      log: say,
      info: say,
      debug: () => {},
      warn: (m) => warnings.push(String(m)),
      error: (m) => warnings.push(String(m)),
    },
    directory: dir,
    signal: controller.signal,
  })
  const get = (pathname: string) => fetcher(new Request(`http://localhost${pathname}`, { redirect: 'manual' }))
  return {
    get,
    text: async (pathname) => (await get(pathname)).text(),
    logs: () => [...logs],
    invalid: () => [...warnings],
    close: () => controller.abort(),
  }
}
