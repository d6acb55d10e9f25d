// Debian's nginx as the test's own process, on a config `routekit hosting nginx` wrote: one starter for every CLI
// test that loads the generated config for real.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { routekit } from './_run.js'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** A free port on 127.0.0.1, for `--listen` before nginx starts. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.on('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/**
 * Starts nginx in `root` with `site` (a generated `server {}` block) included, and resolves once `origin` answers.
 * Rejects with nginx's own output (and `context`) when it exits or does not answer within about 10 s. Stop it with
 * `kill('SIGTERM')` on the returned process.
 */
export async function startNginx(root: string, site: string, origin: string, context = ''): Promise<ChildProcess> {
  const main = path.join(root, 'nginx.conf')
  const temp = path.join(root, 'tmp')
  mkdirSync(temp, { recursive: true })
  writeFileSync(
    main,
    `worker_processes 1; pid ${root}/nginx.pid; error_log ${root}/error.log; events {} http { include /etc/nginx/mime.types; access_log off; ` +
      `client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp}; include ${site}; }`,
  )
  let output = ''
  const nginx = spawn(NGINX, ['-p', root, '-c', main, '-g', 'daemon off;'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  nginx.stdout!.on('data', (chunk) => (output += chunk))
  nginx.stderr!.on('data', (chunk) => (output += chunk))
  // nginx prints nothing when it is ready: wait until it answers (or exits, refusing the config).
  for (let i = 0; ; i++) {
    try {
      await fetch(`${origin}/`)
      return nginx
    } catch (error) {
      if (i > 100 || nginx.exitCode !== null) {
        nginx.kill('SIGTERM')
        throw new Error(`nginx did not start on the generated config:\n${output}${context ? `\n${context}` : ''}`, {
          cause: error,
        })
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

/**
 * `routekit hosting nginx` for a built folder (`dir`, its routes.yaml at `routes`, scratch files in `root`), served by
 * Debian's nginx on a free port: the origin it answers on and its process (stop it with `kill('SIGTERM')`).
 */
export async function serveHostingNginx(site: {
  root: string
  dir: string
  routes: string
}): Promise<{ origin: string; nginx: ChildProcess }> {
  const port = await freePort()
  const conf = path.join(site.root, 'routekit.conf')
  const run = routekit(
    ['hosting', 'nginx', '--dir', site.dir, '--routes', site.routes, '--listen', `127.0.0.1:${port}`, '--out', conf],
    { cwd: site.root },
  )
  if (run.status !== 0) throw new Error(`routekit hosting nginx exited ${run.status}:\n${run.stderr}`)
  const origin = `http://127.0.0.1:${port}`
  return { origin, nginx: await startNginx(site.root, conf, origin, readFileSync(conf, 'utf8')) }
}
