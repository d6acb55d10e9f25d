// Serving a built site with Debian's nginx and the config `routekit hosting
// nginx` writes: nginx runs as our own process (`-p <tmp> -g 'daemon off;'`)
// on a free loopback port, and is stopped by its PID.
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, runCommand, stopProcess } from './processes.js'
import { routekit, type Served } from './serve.js'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** The http {} around the generated server {}, with every path in `prefix`. */
function _mainConfig(prefix: string, site: string): string {
  const temp = join(prefix, 'tmp')
  return `worker_processes 1;
error_log ${join(prefix, 'error.log')} warn;
pid ${join(prefix, 'nginx.pid')};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  include ${site};
}
`
}

/** Writes the generated config for `dir` and checks it with `nginx -t`; returns the prefix and the port. */
export async function configureNginx(
  dir: string,
  extra: readonly string[] = [],
): Promise<{ prefix: string; port: number; conf: string; check: string }> {
  const prefix = mkdtempSync(join(tmpdir(), 'routekit-nginx-'))
  mkdirSync(join(prefix, 'tmp'))
  const port = await freePort()
  const site = join(prefix, 'site.conf')
  const generated = await routekit([
    'hosting',
    'nginx',
    '--dir',
    dir,
    '--listen',
    `127.0.0.1:${port}`,
    '--out',
    site,
    ...extra,
  ])
  if (generated.code !== 0)
    throw new Error(`routekit hosting nginx failed (exit ${generated.code}):\n${generated.output}`)
  const conf = join(prefix, 'nginx.conf')
  writeFileSync(conf, _mainConfig(prefix, site))
  const check = await runCommand(NGINX, ['-t', '-p', prefix, '-c', conf, '-g', 'daemon off;'], { cwd: prefix })
  if (check.code !== 0) throw new Error(`nginx -t refused the generated config:\n${check.output}`)
  return { prefix, port, conf, check: check.output }
}

/** Starts nginx on the generated config for `dir` (a private copy, removed on stop). */
export async function serveNginx(dir: string, extra: readonly string[] = []): Promise<Served> {
  // mkdtemp makes 0700 folders; nginx's workers run as another user when the suite runs as root.
  chmodSync(dir, 0o755)
  const { prefix, port, conf } = await configureNginx(dir, extra)
  const origin = `http://127.0.0.1:${port}`
  // nginx prints nothing when it is ready: wait until it answers.
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    cwd: prefix,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  for (let i = 0; ; i++) {
    try {
      await fetch(`${origin}/maintenance.json`)
      break
    } catch (error) {
      if (i > 100 || child.exitCode !== null) {
        await stopProcess(child)
        throw new Error(`nginx did not answer on ${origin}: ${String(error)}\n${output}`, { cause: error })
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url: `${origin}/`,
    origin,
    dir,
    child,
    output: () => output,
    async stop() {
      await stopProcess(child)
      rmSync(prefix, { recursive: true, force: true })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
