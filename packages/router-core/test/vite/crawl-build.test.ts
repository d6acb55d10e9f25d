// Issue 42, item 3, on a real `vite build` of the crawl-app fixture: a docs tree under a splat route, linked from the
// home page and listed nowhere, is prerendered; what resolve() or the page's loader does not answer as a page is
// not; the sitemap and `routekit links` include what was found; prerender.paths as a function gets the defaults, and
// crawl: false renders only the list.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const APP = fileURLToPath(new URL('./crawl-app/', import.meta.url))
const VITE = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js')
const CLI = fileURLToPath(new URL('../../../cli/bin/routekit.cjs', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'routekit-crawl-app-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** `vite build` of the fixture as a process (its output is what a user reads), in CRAWL_APP_MODE `mode`. */
function viteBuild(mode: 'default' | 'function-off'): { dist: string; output: string } {
  const dist = join(scratch, mode)
  const run = spawnSync(process.execPath, [VITE, 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: APP,
    encoding: 'utf8',
    env: { ...process.env, CRAWL_APP_MODE: mode, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 180_000,
  })
  const output = `${run.stdout}${run.stderr}`
  if (run.status !== 0) throw new Error(`vite build (${mode}) exited ${run.status}:\n${output}`)
  return { dist, output }
}

/** Every page file of a build, relative with `/`, the shell left out. */
function pageFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort()
}

const locs = (dist: string) =>
  [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('a docs tree that only links reach (crawl on by default)', () => {
  let dist = ''
  let output = ''
  beforeAll(() => {
    ;({ dist, output } = viteBuild('default'))
  }, 200_000)

  it('prerenders every docs page the links reach, and the known item, without a list naming them', () => {
    expect(pageFiles(dist)).toEqual([
      'construction/index.html',
      'docs/getting-started/index.html',
      'docs/getting-started/install/index.html',
      'docs/guides/data/index.html',
      'docs/guides/index.html',
      'docs/guides/routing/index.html',
      'docs/index.html',
      'index.html',
      'items/known/index.html',
    ])
    const install = readFileSync(join(dist, 'docs/getting-started/install/index.html'), 'utf8')
    expect(install).toContain('<h1>Docs: <!-- -->getting-started/install</h1>')
    expect(install).toContain('data-routekit-prerendered="/docs/getting-started/install"')
  })

  it('leaves the redirect, the unknown path and the loader 404 to the shell, and says so in one line', () => {
    expect(existsSync(join(dist, 'manual'))).toBe(false)
    expect(existsSync(join(dist, 'nope'))).toBe(false)
    expect(existsSync(join(dist, 'items/missing'))).toBe(false)
    expect(output.split('\n').filter((line) => line.startsWith('routekit: links led'))).toMatchInlineSnapshot(`
      [
        "routekit: links led to 8 pages no list names: prerendered 7 (/docs, /items/known, /docs/getting-started, /docs/guides, /docs/getting-started/install and 2 more); 1 gets the SPA shell (/items/missing: status 404)",
      ]
    `)
    expect(output).toContain('routekit: prerendered 9 pages, the 404 page (404.html) and the SPA shell 200.html')
  })

  it('lists the pages found in sitemap.xml', () => {
    expect(locs(dist)).toEqual([
      'https://crawl.example/',
      'https://crawl.example/construction',
      'https://crawl.example/docs',
      'https://crawl.example/items/known',
      'https://crawl.example/docs/getting-started',
      'https://crawl.example/docs/guides',
      'https://crawl.example/docs/getting-started/install',
      'https://crawl.example/docs/guides/routing',
      'https://crawl.example/docs/guides/data',
    ])
  })

  it('routekit links reads the pages found: their links are checked, and the one broken link is the home page’s /nope', () => {
    const run = spawnSync(
      process.execPath,
      [CLI, 'links', '--dir', dist, '--routes', join(APP, 'routes.yaml'), '--json'],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    const report = JSON.parse(run.stdout) as { pages: number; broken: Array<{ page: string; link: string }> }
    // The nine pages, the app's 404 page (its links are checked too: servers send it for every unknown path) and the shell.
    expect(report.pages).toBe(11)
    expect(report.broken.map((b) => `${b.page} ${b.link}`)).toEqual(['index.html /nope'])
    expect(run.status).toBe(1)
  }, 60_000)
})

describe('prerender.paths as a function, with crawl: false', () => {
  it('renders the defaults the function got, plus what it added, and follows no link', () => {
    const { dist, output } = viteBuild('function-off')
    expect(pageFiles(dist)).toEqual(['construction/index.html', 'docs/listed/index.html', 'index.html'])
    expect(output).not.toContain('links led')
    expect(locs(dist)).toEqual([
      'https://crawl.example/',
      'https://crawl.example/construction',
      'https://crawl.example/docs/listed',
    ])
  }, 200_000)
})
