import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Command } from 'commander'
import type { RoutesConfig } from '@routekit/router-core'
import type { CommandContext } from '../_context.js'
import { CliError, UsageError } from '../_errors.js'
import { safeText } from '../_safe-text.js'
import { README } from '../_readme.js'
import { resolveSiteDir } from '../site/dir.js'
import { readBuiltCsp } from '../site/built-site.js'
import { connectSrcOf, type ConnectSrcOptions } from '../_origins.js'

interface PreviewOptions extends ConnectSrcOptions {
  port: string
  host: string
  dir?: string
  routes?: string
  maxConnections: string
}

const HELP = `
Serves the built site the way a deployed copy should be served: each page's
own HTML, else index.html (SPA fallback); no-cache for HTML, maintenance.json
and builds/*, a year and immutable for /assets/*; a Content-Security-Policy
and the other security headers on every response; path traversal and
symlinks out of the folder refused. The build's precompressed .br and .gz
files go out when the browser accepts them and they are not older than the
file. Slow clients time out (10 s for the headers, 30 s for the request);
connections past --max-connections get a 503.

While maintenance.json is on, pages that are not allowed answer 302 to the
maintenance route, which answers 503 with Retry-After; ?preview=<token> sets
a cookie that skips maintenance in every tab of the browser (a token is
checked one at a time, one per client: a flood of made-up ones is refused at
once). Allowed paths come from routes.yaml
(--routes, default ./routes.yaml when it exists) and the file's "allow".

The CSP lets the page reach the site itself, and the origins routes.yaml's
"csp" declares (the build records them in .routekit/pages.json; restart after
a rebuild that changes them). --connect-src adds one for this run. Firebase
emulators are added from --auth-emulator / --firestore-emulator, or from the
environment (VITE_FIREBASE_AUTH_EMULATOR_HOST, VITE_FIRESTORE_EMULATOR_HOST).

Stop it with Ctrl-C. Docs: ${README}`

/** `routekit preview`: serves the built site on loopback with the headers and rewrites of a real deploy. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('preview')
    .summary('serve the built site locally, with the caching, security headers and maintenance behaviour of a deploy')
    .description(
      "Serve the built site (the project's Vite build output, dist by default) on 127.0.0.1 with the caching, security headers and maintenance behaviour of a real deploy.",
    )
    .option('--port <n>', 'the port; 0 picks a free one', '4173')
    .option('--host <host>', 'the interface to listen on', '127.0.0.1')
    .option(
      '--dir <folder>',
      "the built site (default: the build output of the project here, Vite's build.outDir, dist by default)",
    )
    .option(
      '--routes <file>',
      'routes.yaml, for which paths stay reachable during maintenance (default: ./routes.yaml when it exists)',
    )
    .option('--auth-emulator [host:port]', 'allow the Firebase Auth emulator in the CSP (default 127.0.0.1:9099)')
    .option('--firestore-emulator [host:port]', 'allow the Firestore emulator in the CSP (default 127.0.0.1:8080)')
    .option('--max-connections <n>', 'open connections past this get a 503', '512')
    .option(
      '--connect-src <origin>',
      "another origin the page may fetch from, for this run (routes.yaml's csp declares the site's own); repeat for more",
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .addHelpText('after', HELP)
    .action(async (options: PreviewOptions) => {
      await preview(options, ctx)
    })
}

async function preview(options: PreviewOptions, { io }: CommandContext): Promise<void> {
  const dir = resolveSiteDir(options.dir)
  const port = _port(options.port)
  const maxConnections = _count(options.maxConnections)
  const connectSrc = connectSrcOf(options)
  // The site's own CSP sources, as the build recorded routes.yaml's csp (none for a folder not built by routekit).
  const site = readBuiltCsp(dir)
  const routes = await _routes(options.routes, io.err)
  const { startPreviewServer } = await import('../preview/server.js')
  let running: Awaited<ReturnType<typeof startPreviewServer>>
  try {
    running = await startPreviewServer({
      dir,
      port,
      host: options.host,
      site,
      connectSrc,
      maxConnections,
      ...(routes && { routes }),
      warn: (m) => io.err(`${m}\n`),
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE')
      throw new UsageError(
        `Port ${port} on ${options.host} is in use. Pass another --port, or --port 0 for a free one.`,
      )
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new UsageError(`--host ${options.host} is not an address of this machine. Use 127.0.0.1 (the default).`)
    throw new CliError(`The preview server could not start: ${error instanceof Error ? error.message : String(error)}`)
  }
  io.out(`routekit preview: ${running.url} (serving ${safeText(dir)})\n`)
  if (!['127.0.0.1', 'localhost', '::1'].includes(options.host))
    io.err(`routekit preview: listening on ${safeText(options.host)}: other machines may reach this preview.\n`)
  await new Promise<void>((done) => {
    const stop = () => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      void running.close().then(done)
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
}

function _port(input: string): number {
  if (!/^\d+$/.test(input) || Number(input) > 65535)
    throw new UsageError(
      `--port ${JSON.stringify(input)} is not a port. Give a number from 1 to 65535, or 0 for a free one.`,
    )
  return Number(input)
}

function _count(input: string): number {
  if (!/^\d+$/.test(input) || Number(input) < 1 || Number(input) > 100_000)
    throw new UsageError(
      `--max-connections ${JSON.stringify(input)} is not a count. Give a whole number from 1 to 100000, such as 512.`,
    )
  return Number(input)
}

/** routes.yaml for the maintenance decision: required when --routes names it, optional at ./routes.yaml. */
async function _routes(file: string | undefined, err: (text: string) => void): Promise<RoutesConfig | undefined> {
  const chosen = file ?? (existsSync('routes.yaml') ? 'routes.yaml' : undefined)
  if (chosen === undefined) return undefined
  const absolute = path.resolve(chosen)
  const [{ readRoutesFile }, { parseRoutes }] = await Promise.all([
    import('@routekit/router-core/node'),
    import('@routekit/router-core'),
  ])
  const read = await readRoutesFile(absolute)
  const parsed = read.ok ? parseRoutes(read.source) : undefined
  if (parsed?.ok) return parsed.config
  const why = !read.ok ? read.error.message : `it has errors; run "routekit validate ${chosen}" to see them`
  if (file !== undefined) throw new UsageError(`--routes ${file}: ${why}.`)
  err(
    `routekit preview: ./routes.yaml is not usable (${why}); during maintenance only /construction and maintenance.json's "allow" stay reachable.\n`,
  )
  return undefined
}
