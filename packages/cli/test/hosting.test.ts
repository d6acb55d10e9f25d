import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { routekit } from './_run.js'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const ROUTES = `version: 1
routes:
  - { path: /, name: index, page: index }
  - { path: /construction, name: construction, page: construction }
redirects:
  - { from: /old/*, to: /, status: 301 }
`

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A folder as an app built without `prerender` leaves it: index.html is the only HTML, so it is the shell. */
function makeSpaBuild(): { dir: string; routes: string } {
  root = mkdtempSync(path.join(tmpdir(), 'routekit-hosting-'))
  const dir = path.join(root, 'dist')
  mkdirSync(path.join(dir, '.routekit'), { recursive: true })
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  )
  writeFileSync(
    path.join(dir, '.routekit', 'pages.json'),
    JSON.stringify({ version: 1, pages: { 'index.html': { scripts: [], styles: [], styleAttributes: [] } } }),
  )
  const routes = path.join(root, 'routes.yaml')
  writeFileSync(routes, ROUTES)
  return { dir, routes }
}

test('an unknown target exits 2 and lists the targets', () => {
  const { dir, routes } = makeSpaBuild()
  const run = routekit(['hosting', 'apache', '--dir', dir, '--routes', routes], { cwd: root })
  expect(run.status).toBe(2)
  expect(run.stderr).toMatchInlineSnapshot(`
    "routekit: Unknown target "apache". Targets: nginx, vercel, netlify, firebase, cloudflare.
    "
  `)
})

test('a missing folder, and one not built by routekit, get an error that says how to build it', () => {
  const { routes } = makeSpaBuild()
  const missing = routekit(['hosting', 'nginx', '--dir', 'nope', '--routes', routes], { cwd: root })
  expect(missing.status).toBe(2)
  expect(missing.stderr.replace(root, '<tmp>')).toMatchInlineSnapshot(`
    "routekit: --dir nope: <tmp>/nope does not exist. Build the site with "npm run build", or pass the folder that holds the built site (the one with index.html).
    "
  `)
  mkdirSync(path.join(root, 'plain'))
  writeFileSync(path.join(root, 'plain', 'index.html'), '<!doctype html>')
  const plain = routekit(['hosting', 'nginx', '--dir', 'plain', '--routes', routes], { cwd: root })
  expect(plain.status).toBe(2)
  expect(plain.stderr.replace(root, '<tmp>')).toMatchInlineSnapshot(`
    "routekit: --dir plain: <tmp>/plain was not built by routekit (there is no readable .routekit/pages.json, the pages' CSP hashes). Build it with "npm run build" (a Vite build with the routekit() plugin from @routekit/router-core/vite), then pass the output folder with --dir.
    "
  `)
})

// Regression: the docs' nginx config fell back to 200.html, which an app built without `prerender` does not have,
// so every path but / was a 404; and its brotli_static lines made Debian's nginx refuse the whole file.
test('nginx: an app without prerender falls back to its index.html, no brotli unless asked, and nginx -t accepts the block', () => {
  const { dir, routes } = makeSpaBuild()
  const out = path.join(root, 'site.conf')
  const run = routekit(
    ['hosting', 'nginx', '--dir', dir, '--routes', routes, '--listen', '127.0.0.1:8089', '--out', out],
    { cwd: root },
  )
  expect(run.status, run.stderr).toBe(0)
  const conf = spawnSync('cat', [out], { encoding: 'utf8' }).stdout
  expect(conf).toContain('rewrite ^ /index.html break;')
  expect(conf).not.toContain('brotli')
  expect(conf).toContain('location ~ "^/old/([^/].*)$" {')
  expect(conf).not.toContain('unsafe-inline')
  mkdirSync(path.join(root, 'tmp'))
  const main = path.join(root, 'nginx.conf')
  writeFileSync(
    main,
    `pid ${root}/nginx.pid; error_log ${root}/error.log; events {} http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${root}/tmp; proxy_temp_path ${root}/tmp; fastcgi_temp_path ${root}/tmp; uwsgi_temp_path ${root}/tmp; scgi_temp_path ${root}/tmp; include ${out}; }`,
  )
  const check = spawnSync(NGINX, ['-t', '-p', root, '-c', main], { encoding: 'utf8' })
  expect(check.status, check.stderr).toBe(0)
  const withBrotli = routekit(['hosting', 'nginx', '--dir', dir, '--routes', routes, '--brotli'], { cwd: root })
  expect(withBrotli.stdout).toContain('brotli_static on;')
})
