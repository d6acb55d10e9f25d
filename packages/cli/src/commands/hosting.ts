import path from 'node:path'
import type { Command } from 'commander'
import type { CommandContext } from '../_context.js'
import { UsageError } from '../_errors.js'
import { README } from '../_readme.js'
import { loadConfig } from '../_load.js'
import { connectSrcOf, type ConnectSrcOptions } from '../_origins.js'
import { formatHuman, formatJson } from '../report.js'
import { listenProblem, serverNameProblem } from '../hosting/grammar/nginx.js'
import { resolveSiteDir } from '../site/dir.js'

interface HostingOptions extends ConnectSrcOptions {
  dir?: string
  routes: string
  out?: string
  json?: boolean
  hsts: boolean
  listen: string
  serverName: string
  brotli?: boolean
  edge: boolean
}

const HELP = `
Writes a host's config from routes.yaml and the built site, with the rules of
"routekit preview": each page's own Content-Security-Policy (the hashes and
routes.yaml's "csp" origins the build recorded in .routekit/pages.json),
caching, security headers, rewrites to the shell, 404 for a missing file with
an extension, never serving maintenance.log or dotfiles, and routes.yaml's
redirects with their status.

nginx: one server {} block (stdout, or --out <file>), with the server-side
maintenance gate of "routekit preview": "routekit maintenance on|off --dir
<root>" switches it with no reload.

vercel: vercel.json and .vercelignore, written into --dir; deploy that folder
with "vercel deploy <dir>".

netlify: _redirects and _headers, written into --dir.

cloudflare: _redirects, _headers and 404.html (the shell), written into --dir,
in Cloudflare Pages' dialect (rewrites instead of Netlify's forced rules and
404s, a detached CSP per page); deploy with "wrangler pages deploy <dir>".

The edge function (cloudflare, netlify, vercel): the maintenance gate of
"routekit preview" at the host, which reads the deployed maintenance.json:
_worker.js and _routes.json in --dir (Cloudflare Pages), middleware.js in
--dir (Vercel), netlify/edge-functions/routekit-maintenance.js in the working
directory (Netlify). --no-edge leaves it out, and removes one written before.

firebase: the "hosting" section of firebase.json (--out, default
./firebase.json), every other key kept.

Docs: ${README}`

/** `routekit hosting <target>`: a host's config from routes.yaml and the build. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('hosting')
    .argument('<target>', 'the host: nginx, vercel, netlify, firebase, cloudflare')
    .summary("write a host's config (headers, CSP, redirects, rewrites, maintenance) from routes.yaml and the build")
    .description("Write a host's config from routes.yaml and the built site, with the same rules as routekit preview.")
    .option('--dir <folder>', "the built site (default: the project's Vite build output, dist)")
    .option('--routes <file>', 'routes.yaml', 'routes.yaml')
    .option(
      '--out <file>',
      'nginx: where to write (default stdout); firebase: firebase.json (default ./firebase.json); the others write into --dir',
    )
    .option('--listen <value>', 'nginx: the listen directive; HSTS is sent when it has "ssl"', '80')
    .option('--server-name <name>', 'nginx: server_name', '_')
    .option('--brotli', 'nginx: also brotli_static (needs the ngx_brotli module)')
    .option('--no-hsts', 'no Strict-Transport-Security header')
    .option(
      '--no-edge',
      'cloudflare, netlify, vercel: no edge function (purely static hosting, no server-side maintenance)',
    )
    .option('--auth-emulator [host:port]', 'allow the Firebase Auth emulator in the CSP (default 127.0.0.1:9099)')
    .option('--firestore-emulator [host:port]', 'allow the Firestore emulator in the CSP (default 127.0.0.1:8080)')
    .option(
      '--connect-src <origin>',
      "another origin the page may fetch from, for this config (routes.yaml's csp declares the site's own); repeat for more",
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option('--json', 'print what was written as JSON')
    .addHelpText('after', HELP)
    .action(async (target: string, options: HostingOptions) => {
      await hosting(target, options, ctx)
    })
}

async function hosting(target: string, options: HostingOptions, ctx: CommandContext): Promise<void> {
  const { io } = ctx
  const { HostingRefused, TARGETS, writeHosting } = await import('../hosting/write.js')
  if (!(TARGETS as readonly string[]).includes(target))
    throw new UsageError(`Unknown target ${JSON.stringify(target)}. Targets: ${TARGETS.join(', ')}.`)
  const connectSrc = connectSrcOf(options)
  if (target === 'nginx') _checkNginxOptions(options)
  const siteDir = resolveSiteDir(options.dir)
  const loaded = await loadConfig(options.routes, io, { json: options.json === true })
  if (!loaded) return ctx.setExitCode(1)
  let result: ReturnType<typeof writeHosting>
  try {
    result = writeHosting({
      target: target as (typeof TARGETS)[number],
      dir: siteDir,
      dirLabel: options.dir ?? (path.relative(process.cwd(), siteDir) || '.'),
      config: loaded.config,
      csp: { connectSrc },
      hsts: options.hsts,
      out: options.out,
      nginx: { listen: options.listen, serverName: options.serverName, brotli: options.brotli === true },
      edge: { projectDir: process.cwd(), write: options.edge },
    })
  } catch (error) {
    if (!(error instanceof HostingRefused)) throw error
    // What the host cannot express, at its routes.yaml line, as validate reports a file; nothing was written.
    const { refusalReport } = await import('../hosting/refusals.js')
    const { diagnostics, files } = refusalReport(error.refusals, loaded.config, loaded.locate)
    if (options.json) io.out(formatJson(loaded.file, diagnostics))
    else if (diagnostics.length > 0) io.err(formatHuman(loaded.file, loaded.source, diagnostics, { color: io.color }))
    for (const line of files) io.err(`routekit hosting ${target}: ${line}\n`)
    return ctx.setExitCode(1)
  }
  if (options.json) {
    io.out(
      `${JSON.stringify({ target: result.target, written: result.written, limits: result.limits, warnings: result.warnings }, null, 2)}\n`,
    )
    return
  }
  if (result.written.length === 0) io.out(result.text)
  else io.out(`routekit hosting ${target}: wrote ${result.written.join(', ')}\n`)
  for (const limit of result.limits)
    io.err(`routekit hosting ${target}: cannot do as routekit preview does: ${limit}\n`)
  for (const warning of result.warnings) io.err(`routekit hosting ${target}: ${warning}\n`)
}

/** `--server-name` and `--listen` go into nginx's config as written: each must be what nginx reads as one value (grammar/nginx.ts). */
function _checkNginxOptions(options: HostingOptions): void {
  const serverName = serverNameProblem(options.serverName)
  if (serverName) throw new UsageError(`--server-name ${serverName}`)
  const listen = listenProblem(options.listen)
  if (listen) throw new UsageError(`--listen ${listen}`)
}
