import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Logger } from 'vite'
import { notFoundPages } from '../config/not-found-page.js'
import { resolve } from '../config/resolve.js'
import type { RoutesConfig } from '../config/file/schema.js'

/** What the server entry renders for a path, as far as this file needs it. */
interface NotFoundRender {
  status: number
  redirect?: string
}

/**
 * The app's own 404 page in each locale (`404.html`, `en/404.html`: the
 * names config/not-found-page.ts decides), rendered as the app renders an
 * unknown path, for every server to send with status 404 (docs/prerender.md).
 * A locale whose `/404` routes.yaml answers itself (a route or a redirect
 * matches it), or that the server entry does not render as a 404, gets none,
 * with a warning: the shell answers there, as before.
 * `write` turns a render into the page's HTML, as prerender() writes a page,
 * in the page's locale (`<html lang>`).
 * Returns the files written, relative to `outDir`.
 */
export async function prerenderNotFound<R extends NotFoundRender>(
  config: RoutesConfig,
  outDir: string,
  render: (path: string) => Promise<R>,
  write: (path: string, page: R, locale: string | undefined) => string,
  logger: Pick<Logger, 'warn'>,
): Promise<string[]> {
  const written: string[] = []
  for (const { path, file, locale } of notFoundPages(config)) {
    const decision = resolve(config, path, { maintenance: false })
    if (decision.kind !== 'not-found') {
      logger.warn(
        `routekit: routes.yaml answers ${path} itself (${decision.kind}), so the build writes no ${file}; servers answer unknown paths in that locale with the SPA shell.`,
      )
      continue
    }
    const page = await render(path)
    // An entry that does not render resolve()'s answer (a hand-written render()) gets no 404 page, and is told so.
    if (page.status !== 404 || page.redirect !== undefined) {
      logger.warn(
        `routekit: the server entry rendered ${path} with status ${page.status}${page.redirect ? ` (a redirect to ${page.redirect})` : ''}, not 404, so the build writes no ${file}; servers answer unknown paths in that locale with the SPA shell. Render with renderPage() from @routekit/router-core/server.`,
      )
      continue
    }
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), write(path, page, locale))
    written.push(file)
  }
  return written
}
