// A failed build hid its own error: with prerendering on, closeBundle still ran after a routes.yaml mistake
// (a `pahe:` typo, a page with no module), threw "Cannot prerender: routes.yaml was never loaded" over the
// diagnostic, and precompressed the old dist. Then (issue 42) the diagnostic came wrapped in the bundler's error,
// followed by its stack trace and Vite's `errors: [Getter/Setter] }`. Now the diagnostic is all `vite build` prints
// after "error during build:".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const APP = fileURLToPath(new URL('./failed-build-app/', import.meta.url))
const VITE = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js')
const scratch = mkdtempSync(join(tmpdir(), 'routekit-failed-build-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** `vite build` of the fixture with the given routes file, as `npm run build` runs it; its output without timings (stack frames stay: none may show). */
function viteBuild(
  routes: string,
  outDir: string,
  prerender = true,
  sitemap = false,
): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: APP,
    encoding: 'utf8',
    env: {
      ...process.env,
      FAILED_BUILD_ROUTES: routes,
      FAILED_BUILD_PRERENDER: prerender ? 'on' : 'off',
      FAILED_BUILD_SITEMAP: sitemap ? 'on' : 'off',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    timeout: 120_000,
  })
  const output = `${run.stdout}${run.stderr}`
    .split(APP)
    .join('<app>/')
    .replace(/^vite v[\d.]+/, 'vite vX')
    .replace(/\d+ modules transformed/, 'N modules transformed')
    // A slow machine prints seconds ("in 2.67s"), a fast one milliseconds: either is Nms here.
    .replace(/ in \d+(?:\.\d+)?m?s\b/g, ' in Nms')
  return { status: run.status, output }
}

/** An old build's page, large enough to get compressed siblings. */
function oldDist(name: string): string {
  const dir = join(scratch, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), `<!doctype html><p>${'old build '.repeat(200)}</p>\n`)
  return dir
}

describe('vite build with prerendering', () => {
  it('prerenders and compresses a valid app (the fixture does both when nothing fails)', () => {
    const dist = join(scratch, 'valid')
    const { status, output } = viteBuild('routes.yaml', dist)
    expect(status, output).toBe(0)
    expect(output).toContain('routekit: prerendered 3 pages, the 404 page (404.html) and the SPA shell 200.html')
    expect(output).toMatch(/routekit: precompressed \d+ files/)
    expect(existsSync(join(dist, 'about/index.html'))).toBe(true)
    // Every build of a site without a site URL printed "sitemap.xml skipped"; only a build that asks for it hears it.
    expect(output).not.toContain('sitemap')
    // Issue 45: without a site URL the canonical was relative, which Lighthouse's SEO audit fails (92); now there is none.
    const about = readFileSync(join(dist, 'about/index.html'), 'utf8')
    expect(about).toContain('<h1>')
    expect(about).not.toContain('rel="canonical"')
    expect(about).not.toContain('hreflang')
  }, 120_000)

  it('warns that sitemap.xml was skipped only when the build asked for it (prerender.sitemap: true)', () => {
    const { status, output } = viteBuild('routes.yaml', join(scratch, 'asks'), true, true)
    expect(status, output).toBe(0)
    expect(output.split('\n').filter((line) => line.includes('sitemap.xml'))).toMatchInlineSnapshot(`
      [
        "routekit: sitemap.xml skipped: no site URL. Set site.url in routes.yaml (or prerender.siteUrl in vite.config) to write it.",
      ]
    `)
  }, 120_000)

  it('a key typo (pahe:) fails with the diagnostic, its position and frame, and nothing after it', () => {
    const dist = oldDist('typo')
    const { status, output } = viteBuild('typo.yaml', dist)
    expect(status).toBe(1)
    expect(output).toMatchInlineSnapshot(`
      "error during build:
      typo.yaml:8:5  error  RK204  Route /about (routes.1) has no page. Add "page: about", the key of the page module the app registers for it.
      typo.yaml:10:5  error  RK201  Unknown key "pahe" in route /about (routes.1). It takes: path, name, page, layout, guards, title, description, params, caseSensitive, scripts. Did you mean "page"?
         6 |     name: home
         7 |     page: home
      >  8 |   - path: /about
           |     ^^^^^^^^^^^^
         9 |     name: about
        10 |     pahe: about
      "
    `)
    expect(readdirSync(dist)).toEqual(['index.html'])
  }, 120_000)

  it('a page with no module (RK800) fails with the diagnostic, its position and frame, and nothing after it', () => {
    const dist = oldDist('missing-page')
    const { status, output } = viteBuild('missing-page.yaml', dist)
    expect(status).toBe(1)
    expect(output).toMatchInlineSnapshot(`
      "error during build:
      missing-page.yaml:10:11  error  RK800  Page "contact" of route /contact has no module: there is no src/pages/contact.tsx (or .ts, .jsx, .js). Page modules in src/pages: about, construction, home. Add src/pages/contact.tsx (its default export is the page component), or fix the page key.
         8 |   - path: /contact
         9 |     name: contact
      > 10 |     page: contact
           |           ^^^^^^^
        11 |   - path: /construction
        12 |     name: construction
      "
    `)
    expect(readdirSync(dist)).toEqual(['index.html'])
  }, 120_000)

  it('without prerendering, a failed build leaves the old dist uncompressed too', () => {
    const dist = oldDist('no-prerender')
    const { status, output } = viteBuild('typo.yaml', dist, false)
    expect(status).toBe(1)
    expect(output).toContain('typo.yaml:10:5  error  RK201')
    expect(output).not.toContain('precompressed')
    expect(readdirSync(dist)).toEqual(['index.html'])
  }, 120_000)
})
