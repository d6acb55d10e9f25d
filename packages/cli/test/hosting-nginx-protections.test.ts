// The generated nginx config served a page at an eighth of a minimal config's speed: `disable_symlinks if_not_owner`
// at the server level made nginx open every component of every path it touched with O_NOFOLLOW, about nine times a
// request (the maintenance gate's `-f` checks included). It is now set where a location serves a file, checked below
// the root only, with the checked opens cached for a second (open_file_cache); the gate's checks stay exact. These
// tests prove each protection still holds with the cache warm: a symlink to another owner's file is never followed,
// even when it replaces a file nginx has cached; private files stay private; the gate switches at once.
import { chmodSync, chownSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { makeHostileSite, type HostileSite } from './_hostile-site.js'
import { serveHostingNginx } from './_nginx.js'
import { routekit } from './_run.js'

/** nginx's workers run as nobody: a file of that user is one they can read, so only the protection keeps it out. */
const NOBODY = 65534
const SECRET = 'secret of another user'

let site: HostileSite
let nginx: ChildProcess
let origin: string

beforeAll(async () => {
  site = makeHostileSite(
    `version: 1
maintenance: { route: /construction, allow: [/open] }
routes:
  - { path: /, name: home, page: home }
  - { path: /construction, name: construction, page: construction, layout: none }
  - { path: /about, name: about, page: about }
  - { path: /team, name: team, page: team }
  - { path: /open, name: open, page: open }
`,
    ['/', '/construction', '/about', '/team', '/open'],
  )
  // A file outside the folder, owned by another user and readable by nginx's workers.
  const secret = path.join(site.root, 'secret.txt')
  writeFileSync(secret, SECRET)
  chownSync(secret, NOBODY, NOBODY)
  chmodSync(secret, 0o600)
  symlinkSync(secret, path.join(site.dir, 'leak.txt'))
  mkdirSync(path.join(site.dir, 'assets', 'deep'), { recursive: true })
  symlinkSync(secret, path.join(site.dir, 'assets', 'deep', 'leak.js'))
  ;({ origin, nginx } = await serveHostingNginx(site))
})
afterAll(() => {
  nginx?.kill('SIGTERM')
  site?.cleanup()
})

/** GETs `pathname` `times` times (the first fills nginx's open file cache), each answer as status and body. */
async function get(pathname: string, times = 3): Promise<Array<[number, string]>> {
  const answers: Array<[number, string]> = []
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${origin}${pathname}`, { redirect: 'manual' })
    answers.push([res.status, await res.text()])
  }
  return answers
}

test("a symlink to another owner's file is not followed, in a page's path or under /assets/, with the cache warm", async () => {
  for (const pathname of ['/leak.txt', '/assets/deep/leak.js']) {
    for (const [status, body] of await get(pathname)) {
      expect(body, pathname).not.toContain(SECRET)
      expect([403, 404], pathname).toContain(status)
    }
  }
})

test('a cached page replaced by such a symlink is never served from it: nginx answers the old file until it checks again, then refuses', async () => {
  const page = site.pages.find((p) => p.path === '/team')!
  expect(await get('/team', 5)).toEqual(Array(5).fill([200, `<!doctype html><h1>${page.text}</h1>`]))
  const file = path.join(site.dir, page.file)
  rmSync(file)
  symlinkSync(path.join(site.root, 'secret.txt'), file)
  // nginx checks a cached open again within a second (open_file_cache_valid): ask until it has, never seeing the secret.
  const seen: number[] = []
  for (let i = 0; i < 400 && !seen.some((s) => s !== 200); i++) {
    const [status, body] = (await get('/team', 1))[0]!
    expect(body).not.toContain(SECRET)
    seen.push(status)
    if (status === 200) await new Promise((r) => setTimeout(r, 25))
  }
  expect([403, 404]).toContain(seen.at(-1))
})

test('private files stay private with the cache warm: the audit log, dotfiles, HTML siblings under their own name', async () => {
  writeFileSync(path.join(site.dir, 'about', 'index.html.br'), 'br')
  for (const pathname of ['/maintenance.log', '/.routekit/pages.json', '/about/index.html.br', '/.routekit/gate/on'])
    for (const [status, body] of await get(pathname)) {
      expect(status, pathname).toBe(404)
      expect(body, pathname).toBe('Not found\n')
    }
})

test('the maintenance gate switches at once, with every page cached: on holds them, off lets them through', async () => {
  for (const pathname of ['/about', '/construction', '/open']) await get(pathname, 5)
  expect(routekit(['maintenance', 'on', '--dir', site.dir, '--message', 'Back soon'], { cwd: site.root }).status).toBe(
    0,
  )
  const held = await fetch(`${origin}/about`, { redirect: 'manual' })
  expect([held.status, held.headers.get('location')]).toEqual([302, '/construction?from=/about'])
  expect((await get('/construction', 1))[0]![0]).toBe(503)
  expect((await get('/open', 1))[0]![0]).toBe(200)
  expect(routekit(['maintenance', 'off', '--dir', site.dir], { cwd: site.root }).status).toBe(0)
  expect((await get('/about', 1))[0]![0]).toBe(200)
  expect((await get('/construction', 1))[0]![0]).toBe(200)
})
