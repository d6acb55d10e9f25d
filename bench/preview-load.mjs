#!/usr/bin/env node
// `routekit preview` under load, side by side with nginx serving the same
// copy of the built site in the same run: 200 connections for 30 s on `/`,
// on `/about`, on the largest asset (brotli), and on a 304 revalidation of
// `/about`. All listen on 127.0.0.1 only; all are started here and stopped
// by their PID. Afterwards it reports the preview server's open descriptors
// and RSS against their values before the first run. Beside them, a bare
// node:http server replays the preview's own responses from memory
// (bench/_replay-server.mjs): the most any Node server can reach here.
// Nothing is asserted.
//
// DURATION=<s> (default 30) and CONNECTIONS=<n> (default 200) change the load.
// Needs Debian's nginx (`apt-get install nginx libnginx-mod-http-brotli-static`).
import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'

const root = new URL('..', import.meta.url).pathname
const cli = join(root, 'packages/cli/dist/index.cjs')
const DURATION = Number(process.env.DURATION ?? 30)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200)
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const BROWSER_ENCODING = 'gzip, deflate, br, zstd'

if (!existsSync(NGINX)) {
  console.log(
    `preview-load bench: ${NGINX} is missing. Install Debian's nginx: apt-get install nginx libnginx-mod-http-brotli-static`,
  )
  process.exit(1)
}
if (!existsSync(join(root, 'apps/site/dist/index.html'))) {
  console.log('preview-load bench: building the site first')
  if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

const work = mkdtempSync(join(tmpdir(), 'routekit-bench-load-'))
const site = join(work, 'site')
cpSync(join(root, 'apps/site/dist'), site, { recursive: true })
// nginx's workers run as nobody: they must be able to read the copy.
chmodSync(work, 0o755)
const brotli = existsSync(BROTLI_MODULE)
const largest = _largestCompressedAsset(site, brotli ? '.br' : '.gz')
const children = []

try {
  const preview = await _start(
    'routekit preview',
    process.execPath,
    [cli, 'preview', '--dir', site, '--port', '0', '--max-connections', String(CONNECTIONS * 2)],
    /http:\/\/127\.0\.0\.1:(\d+)/,
  )
  const nginxPort = await _freePort()
  const nginx = await _startNginx(nginxPort)
  const targets = [
    { name: '/', path: '/', headers: { 'accept-encoding': BROWSER_ENCODING }, status: 200 },
    { name: '/about', path: '/about', headers: { 'accept-encoding': BROWSER_ENCODING }, status: 200 },
    {
      name: `largest asset (${brotli ? 'br' : 'gzip'}, ${Math.round(largest.size / 1024)} KB)`,
      path: largest.path,
      headers: { 'accept-encoding': brotli ? 'br' : 'gzip' },
      status: 200,
    },
    {
      name: '/about revalidation (304)',
      path: '/about',
      headers: { 'accept-encoding': BROWSER_ENCODING },
      status: 304,
      revalidate: true,
    },
  ]
  const floor = await _startReplay(preview.base, targets)
  const servers = [
    { name: 'nginx', base: `http://127.0.0.1:${nginxPort}`, pid: nginx.pid },
    { name: 'routekit preview', base: preview.base, pid: preview.pid },
    { name: 'node:http floor', base: floor.base, pid: floor.pid },
  ]
  // Warm each up, then take the preview server's baseline.
  for (const server of servers) await _load(server.base, targets[1], 3, 50)
  await _sleep(1_000)
  const before = _usage(preview.pid)

  const rows = []
  for (const target of targets) {
    for (const server of servers) {
      const headers = { ...target.headers }
      if (target.revalidate) headers['if-none-match'] = await _etag(server.base, target)
      const r = await _load(server.base, { ...target, headers }, DURATION, CONNECTIONS)
      rows.push({ target: target.name, server: server.name, ...r })
      console.log(
        `  ${target.name.padEnd(36)} ${server.name.padEnd(17)} ${String(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}`,
      )
    }
  }
  await _sleep(2_000)
  const after = _usage(preview.pid)

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${_nginxVersion()}\n`,
  )
  console.log(
    '| target | nginx req/s | preview req/s | ratio | node:http floor req/s | floor ratio | nginx p99 | preview p99 | p99 ratio | errors (nginx / preview) |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const target of targets) {
    const [n, p, f] = ['nginx', 'routekit preview', 'node:http floor'].map((name) =>
      rows.find((r) => r.target === target.name && r.server === name),
    )
    console.log(
      `| ${target.name} | ${n.rps} | ${p.rps} | ${(p.rps / n.rps).toFixed(2)}× | ${f.rps} | ${(f.rps / n.rps).toFixed(2)}× | ${n.p99} ms | ${p.p99} ms | ${(p.p99 / Math.max(1, n.p99)).toFixed(2)}× | ${n.errors} / ${p.errors} |`,
    )
  }
  console.log(
    `\nroutekit preview after the runs: ${after.fds} descriptors (${before.fds} before), RSS ${after.rssMb} MB (${before.rssMb} MB before)`,
  )
} finally {
  for (const child of children) if (child.exitCode === null) process.kill(child.pid, 'SIGTERM')
  await _sleep(500)
  rmSync(work, { recursive: true, force: true })
}

/** One autocannon run; errors are transport errors, timeouts and any status other than the expected one. */
async function _load(base, target, duration, connections) {
  const result = await autocannon({
    url: base + target.path,
    headers: target.headers,
    connections,
    duration,
    timeout: 10,
  })
  const codes = result.statusCodeStats ?? {}
  const unexpected = Object.entries(codes)
    .filter(([code]) => Number(code) !== target.status)
    .reduce((sum, [, s]) => sum + s.count, 0)
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
  }
}

/**
 * Records the preview server's own answer for each target (raw bytes, still
 * compressed) and starts bench/_replay-server.mjs with them: the floor column.
 */
async function _startReplay(base, targets) {
  const responses = {}
  for (const target of targets) {
    if (responses[target.path]) continue
    responses[target.path] = await new Promise((resolve, reject) => {
      get(base + target.path, { headers: target.headers }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('base64'),
          }),
        )
        response.on('error', reject)
      }).on('error', reject)
    })
  }
  const file = join(work, 'responses.json')
  writeFileSync(file, JSON.stringify(responses))
  return _start(
    'the replay server',
    process.execPath,
    [join(root, 'bench/_replay-server.mjs'), file],
    /http:\/\/127\.0\.0\.1:(\d+)/,
  )
}

async function _etag(base, target) {
  const response = await fetch(base + target.path, { headers: target.headers })
  await response.arrayBuffer()
  return response.headers.get('etag') ?? ''
}

/** The biggest file under assets/ that has a precompressed sibling: the heaviest thing a first visit downloads. */
function _largestCompressedAsset(dir, suffix) {
  let best = { path: '', size: 0 }
  for (const name of readdirSync(join(dir, 'assets'))) {
    if (name.endsWith('.br') || name.endsWith('.gz') || !existsSync(join(dir, 'assets', name + suffix))) continue
    const size = statSync(join(dir, 'assets', name)).size
    if (size > best.size) best = { path: `/assets/${name}`, size }
  }
  return best
}

function _start(name, command, args, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    children.push(child)
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = ready.exec(out)
      if (match) resolve({ pid: child.pid, base: `http://127.0.0.1:${match[1]}` })
    })
    child.on('exit', (code) => reject(new Error(`${name} exited (${code})`)))
  })
}

/**
 * nginx with the config docs/deploy.md gives, on loopback: one worker (the
 * preview server is one Node thread), sendfile, the precompressed siblings,
 * ETags, the security headers, `try_files` for pages and the SPA shell.
 */
async function _startNginx(port) {
  const prefix = join(work, 'nginx')
  mkdirSync(join(prefix, 'logs'), { recursive: true })
  const headers = [
    ...readFileSync(join(root, 'docs/deploy.md'), 'utf8').matchAll(
      /^add_header (?:Content-Security-Policy|X-Content-Type-Options|Referrer-Policy|X-Frame-Options|Cross-Origin-Opener-Policy|Permissions-Policy) .*$/gm,
    ),
  ].map(([line]) => line)
  writeFileSync(join(prefix, 'headers.conf'), headers.join('\n') + '\n')
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 5s;
  client_header_timeout 10s;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${site};
    gzip_static on;
    ${brotli ? 'brotli_static on;' : ''}
    gzip_vary on;
    location = /maintenance.log { return 404; }
    location ~ /\\. { return 404; }
    location /assets/ {
      include ${prefix}/headers.conf;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      try_files $uri =404;
    }
    location / {
      include ${prefix}/headers.conf;
      add_header Cache-Control "no-cache" always;
      try_files $uri $uri/index.html $uri.html /200.html;
    }
  }
}
`,
  )
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(child)
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { pid: child.pid }
    await _sleep(100)
  }
  throw new Error(`nginx did not start; see ${prefix}/logs/error.log`)
}

function _usage(pid) {
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  return { fds: readdirSync(`/proc/${pid}/fd`).length, rssMb: Math.round(rss / 1024) }
}

function _nginxVersion() {
  return spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
}

function _freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function _sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
