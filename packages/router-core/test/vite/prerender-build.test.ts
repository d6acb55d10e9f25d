// prerender.preloadPageChunks on a real Vite build of a small app (the
// prerender-app fixture): the server build marks the page and layout modules,
// renderPage() reports them, and each page's HTML lists its own chunks, and
// only those, beside the entry.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODULE_MARK } from '../../src/server/module-mark.js'

const ROOT = fileURLToPath(new URL('./prerender-app/', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'routekit-prerender-app-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

async function buildApp(scriptLoading: 'after-paint' | 'low-priority' | 'unset', routes?: string): Promise<string> {
  const outDir = join(scratch, `${scriptLoading}${routes ? `-${routes}` : ''}`)
  const before = process.env.PRERENDER_APP_LOADING
  process.env.PRERENDER_APP_LOADING = scriptLoading
  if (routes) process.env.PRERENDER_APP_ROUTES = routes
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    if (before === undefined) delete process.env.PRERENDER_APP_LOADING
    else process.env.PRERENDER_APP_LOADING = before
    delete process.env.PRERENDER_APP_ROUTES
  }
  return outDir
}

/** The built chunk whose file name starts with `name-`, as the page links it. */
const chunkUrl = (dist: string, name: string) =>
  `/assets/${readdirSync(join(dist, 'assets')).find((file) => file.startsWith(`${name}-`))}`
const html = (dist: string, file: string) => readFileSync(join(dist, file), 'utf8')
const loaderLists = (page: string) => {
  const match = /<script type="module">const c = (\[[^\]]*\]); const p = (\[[^\]]*\]);/.exec(page)
  return match ? { chain: JSON.parse(match[1]!) as string[], page: JSON.parse(match[2]!) as string[] } : null
}

describe('preloadPageChunks with after-paint loading', () => {
  let dist = ''
  beforeAll(async () => {
    dist = await buildApp('after-paint')
  }, 60_000)

  it("lists each page's chunk, its layout's, the shared chunks they import and the routes' heads, beside the entry", () => {
    const url = (name: string) => chunkUrl(dist, name)
    const entry = [url('index')]
    const listed = (file: string, chunks: string[]) => {
      const lists = loaderLists(html(dist, file))
      expect(lists?.chain, file).toEqual(entry)
      expect(lists?.page.sort(), file).toEqual(chunks.map(url).sort())
    }
    listed('index.html', ['home', 'main', 'icon', 'head'])
    listed('about/index.html', ['about', 'main', 'icon', 'head'])
    // No layout for the maintenance page, and no other page's chunk anywhere.
    listed('construction/index.html', ['construction', 'head'])
  })

  it('leaves the shell, which has no page, as Vite wrote it', () => {
    expect(html(dist, '200.html')).toContain('<script type="module" crossorigin src="/assets/index-')
    expect(html(dist, '200.html')).not.toContain('modulepreload')
  })

  it("keeps the server build's mark out of the browser's chunks", () => {
    for (const file of readdirSync(join(dist, 'assets')))
      expect(readFileSync(join(dist, 'assets', file), 'utf8'), file).not.toContain(MODULE_MARK)
  })
})

describe('preloadPageChunks with low-priority loading', () => {
  it("adds a low-priority module preload per chunk of the page's own", async () => {
    const dist = await buildApp('low-priority')
    const about = html(dist, 'about/index.html')
    const preloads = [
      ...about.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g),
    ].map((m) => m[1])
    expect(preloads.sort()).toEqual(['about', 'head', 'icon', 'main'].map((name) => chunkUrl(dist, name)).sort())
    expect(about).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js" fetchpriority="low"><\/script>/,
    )
  }, 60_000)
})

describe('scriptLoading left out', () => {
  // The create-routekit starter loaded with low-priority, the default then: Lighthouse placed its LCP after the scripts.
  it('is after-paint: no module script or preload in the HTML, an inline loader instead', async () => {
    const dist = await buildApp('unset')
    const about = html(dist, 'about/index.html')
    expect(about).not.toContain('<script type="module" crossorigin src=')
    expect(about).not.toContain('<link rel="modulepreload"')
    expect(loaderLists(about)?.chain).toEqual([chunkUrl(dist, 'index')])
  }, 60_000)
})

describe("the app's own 404 page (issue 42: servers answer unknown paths with it, and status 404)", () => {
  it('is 404.html: the not-found page the app renders for /404, with the app to start on any path', async () => {
    const dist = await buildApp('after-paint')
    const page = html(dist, '404.html')
    expect(page).toContain('data-routekit-prerendered="/404"')
    expect(page).toContain('Page not found: /404')
    expect(page).toContain('data-status="404"')
    // The app loads, as from the shell (its scripts as Vite wrote them: no inline block, so a host that sends the
    // shell's CSP for every missing path fits it), and on another path renders that path's answer in place of this HTML.
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-')
    expect(loaderLists(page)).toBeNull()
    // Not a page of the site: no 404/index.html.
    expect(readdirSync(dist)).not.toContain('404')
  }, 60_000)

  it('is written once per locale, where the locale has a prefix: 404.html and en/404.html', async () => {
    const dist = await buildApp('after-paint', 'routes-i18n.yaml')
    expect(html(dist, '404.html')).toContain('Page not found: /404')
    expect(html(dist, '404.html')).toMatch(/<html[^>]* lang="es"/)
    const en = html(dist, 'en/404.html')
    expect(en).toContain('data-routekit-prerendered="/en/404"')
    expect(en).toContain('Page not found: /en/404')
    expect(en).toMatch(/<html[^>]* lang="en"/)
  }, 60_000)
})
