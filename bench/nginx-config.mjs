#!/usr/bin/env node
// The server block `routekit hosting nginx` writes, beside a minimal static nginx config and `routekit preview`, on
// the same copy of the built site, one worker each (nginx `worker_processes 1`; the preview server is one Node
// thread), runs interleaved round by round so a noisy machine weighs on all three alike. For each run: requests per
// second (autocannon, 50 connections) and the server's CPU time per request (its worker's utime + stime from /proc,
// which the machine's other load does not inflate). All listen on 127.0.0.1 only, started here and stopped by PID.
// Nothing is asserted.
//
// ROUNDS=<n> (default 5), DURATION=<s> (default 5), CONNECTIONS=<n> (default 50), PATHS=/about,/ (default).
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
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'

const root = new URL('..', import.meta.url).pathname
const cli = join(root, 'packages/cli/dist/index.cjs')
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
const ROUNDS = Number(process.env.ROUNDS ?? 5)
const DURATION = Number(process.env.DURATION ?? 5)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
const PATHS = (process.env.PATHS ?? '/about,/').split(',')

if (!existsSync(NGINX)) {
  console.log(`nginx-config bench: ${NGINX} is missing. Install Debian's nginx: apt-get install nginx`)
  process.exit(1)
}
if (!existsSync(join(root, 'apps/site/dist/index.html'))) {
  console.log('nginx-config bench: building the site first')
  if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

const work = mkdtempSync(join(tmpdir(), 'routekit-bench-nginx-'))
chmodSync(work, 0o755) // nginx's workers run as nobody
const site = join(work, 'site')
cpSync(join(root, 'apps/site/dist'), site, { recursive: true })
const children = []

try {
  const generatedPort = await freePort()
  const generated = spawnSync(
    process.execPath,
    [
      cli,
      'hosting',
      'nginx',
      '--dir',
      site,
      '--routes',
      join(root, 'routes.yaml'),
      '--listen',
      `127.0.0.1:${generatedPort}`,
    ],
    { encoding: 'utf8' },
  )
  if (generated.status !== 0) throw new Error(generated.stderr)
  const minimalPort = await freePort()
  // The least a static server needs for this site: the files, their gzip siblings, the pages' folders, the shell.
  const minimal = `server {
  listen 127.0.0.1:${minimalPort};
  root ${site};
  index index.html;
  gzip_static on;
  gzip_vary on;
  location / { try_files $uri $uri/index.html /200.html; }
}
`
  const servers = [
    { name: 'generated', ...(await startNginx('generated', generated.stdout, generatedPort)) },
    { name: 'minimal', ...(await startNginx('minimal', minimal, minimalPort)) },
    { name: 'routekit preview', ...(await startPreview()) },
  ]
  for (const server of servers) for (const path of PATHS) await load(server, path, 1)
  const rows = []
  for (let round = 1; round <= ROUNDS; round++)
    for (const path of PATHS)
      for (const server of servers) {
        const r = await load(server, path, DURATION)
        rows.push({ round, path, server: server.name, ...r })
        console.log(
          `  round ${round}  ${path.padEnd(8)} ${server.name.padEnd(17)} ${String(r.rps).padStart(6)} req/s  ${r.cpuUs.toFixed(1).padStart(6)} µs CPU/request  non-2xx ${r.non2xx}`,
        )
      }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  console.log(
    `\n${ROUNDS} interleaved rounds of ${DURATION} s, ${CONNECTIONS} connections, one worker each, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${nginxVersion()}\n`,
  )
  console.log(
    '| path | generated req/s | minimal req/s | preview req/s | generated / minimal | generated µs CPU/req | minimal µs CPU/req | preview µs CPU/req | minimal / generated CPU |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const path of PATHS) {
    const of = (name, key) => median(rows.filter((r) => r.path === path && r.server === name).map((r) => r[key]))
    const [g, m, p] = ['generated', 'minimal', 'routekit preview'].map((name) => ({
      rps: of(name, 'rps'),
      cpu: of(name, 'cpuUs'),
    }))
    console.log(
      `| ${path} | ${g.rps} | ${m.rps} | ${p.rps} | ${(g.rps / m.rps).toFixed(2)}× | ${g.cpu.toFixed(1)} | ${m.cpu.toFixed(1)} | ${p.cpu.toFixed(1)} | ${(m.cpu / g.cpu).toFixed(2)}× |`,
    )
  }
} finally {
  for (const child of children) if (child.exitCode === null) process.kill(child.pid, 'SIGTERM')
  await new Promise((r) => setTimeout(r, 500))
  rmSync(work, { recursive: true, force: true })
}

/** One autocannon run on `path` (gzip accepted, as every browser sends), with the server's CPU time per request. */
async function load(server, path, duration) {
  const before = cpuTicks(server.cpuPid)
  const result = await autocannon({
    url: server.base + path,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  })
  const ticks = cpuTicks(server.cpuPid) - before
  return {
    rps: Math.round(result.requests.average),
    cpuUs: (ticks * 1e6) / ticksPerSecond() / Math.max(1, result.requests.total),
    non2xx: result.non2xx + result.errors,
  }
}

/** utime + stime of a process, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}

function ticksPerSecond() {
  return Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100)
}

/** nginx with one worker and the given server block, as a site would include it in `http {}`; its worker's PID for CPU. */
async function startNginx(name, serverBlock, port) {
  const prefix = join(work, name)
  mkdirSync(join(prefix, 'tmp'), { recursive: true })
  writeFileSync(join(prefix, 'site.conf'), serverBlock)
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${prefix}/tmp;
  proxy_temp_path ${prefix}/tmp;
  fastcgi_temp_path ${prefix}/tmp;
  uwsgi_temp_path ${prefix}/tmp;
  scgi_temp_path ${prefix}/tmp;
  include ${prefix}/site.conf;
}
`,
  )
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  children.push(child)
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      await (await fetch(`${base}/`)).arrayBuffer()
      break
    } catch (error) {
      if (i > 100 || child.exitCode !== null) throw new Error(`nginx (${name}) did not start`, { cause: error })
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const worker = readdirSync('/proc').find((d) => /^\d+$/.test(d) && parentOf(d) === child.pid)
  return { base, cpuPid: Number(worker) }
}

function parentOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1])
  } catch {
    return -1
  }
}

async function startPreview() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, 'preview', '--dir', site, '--port', '0', '--max-connections', String(CONNECTIONS * 2)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    children.push(child)
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out)
      if (match) resolve({ base: `http://127.0.0.1:${match[1]}`, cpuPid: child.pid })
    })
    child.on('exit', (code) => reject(new Error(`routekit preview exited (${code})`)))
  })
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function nginxVersion() {
  return spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
}
