// Serving a built site with Cloudflare Pages' local server, `wrangler pages
// dev` (wrangler 4.86, the last that runs on Node 20; its workerd is
// 1.20260426), on the `_redirects`, `_headers` and `404.html` that `routekit
// hosting cloudflare` writes into the folder. Offline (no metrics, no account),
// on a free loopback port, with wrangler's config, logs and state in a
// temporary folder; stopped by its PID.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { wranglerPagesDev } from '../../scripts/wrangler.mjs'
import { freePort, startProcess, stopProcess } from './processes.js'
import { routekit, type Served } from './serve.js'

export interface WranglerServed extends Served {
  /** What `routekit hosting cloudflare` printed (what Cloudflare cannot do, on stderr). */
  generated: string
}

/** Writes the cloudflare target into `dir` and serves it with `wrangler pages dev`; `stop()` removes `dir` too. */
export async function serveWranglerPages(dir: string, extra: readonly string[] = []): Promise<WranglerServed> {
  const generated = await routekit(['hosting', 'cloudflare', '--dir', dir, ...extra])
  if (generated.code !== 0)
    throw new Error(`routekit hosting cloudflare failed (exit ${generated.code}):\n${generated.output}`)
  const home = mkdtempSync(join(tmpdir(), 'routekit-wrangler-'))
  const port = await freePort()
  const wrangler = wranglerPagesDev(dir, port, home)
  let started: Awaited<ReturnType<typeof startProcess>>
  try {
    started = await startProcess(wrangler.command, wrangler.args, {
      // cwd and HOME in the temporary folder: wrangler writes .wrangler/ and its logs there, never into the repository.
      cwd: home,
      env: wrangler.env,
      ready: /Ready on http:\/\/127\.0\.0\.1:(\d+)/,
      timeoutMs: 90_000,
      what: '`wrangler pages dev`',
    })
  } catch (error) {
    rmSync(home, { recursive: true, force: true })
    throw error
  }
  const origin = `http://127.0.0.1:${started.match[1]}`
  return {
    url: `${origin}/`,
    origin,
    dir,
    child: started.child,
    output: started.output,
    generated: generated.output,
    async stop() {
      await stopProcess(started.child, 10_000)
      rmSync(home, { recursive: true, force: true })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
