// How this repository runs Cloudflare Pages' local server, `wrangler pages dev`, for the e2e tests
// (e2e/harness/wrangler.ts) and the edge benchmark (bench/edge.mjs): one command line, one compatibility date.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The newest date workerd 1.20260426 accepts (wrangler 4.86, the last wrangler that runs on Node 20). */
export const COMPATIBILITY_DATE = '2026-04-26'

/**
 * The command that serves `dir` on 127.0.0.1:`port`, offline (no metrics, no account), with wrangler's config, logs
 * and state in `home` (a temporary folder: the caller makes it, runs the command with `cwd: home`, and removes it).
 * wrangler's CLI runs without its bin wrapper, which spawns it as a child that a signal to the wrapper does not reach.
 */
export function wranglerPagesDev(dir, port, home) {
  return {
    command: process.execPath,
    args: [
      '--no-warnings',
      '--experimental-vm-modules',
      join(ROOT, 'node_modules/wrangler/wrangler-dist/cli.js'),
      'pages',
      'dev',
      dir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      join(home, 'state'),
      '--show-interactive-dev-session=false',
    ],
    env: {
      ...process.env,
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
      NO_COLOR: '1',
    },
  }
}
