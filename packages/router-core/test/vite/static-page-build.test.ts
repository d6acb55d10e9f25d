// scripts: none on a real Vite build (the prerender-app fixture with routes-static.yaml): /about ships no module
// script and no module preload, only the maintenance watcher and the speculation rules, each hashed for the CSP;
// the other pages and the shell are written as before.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_HASHES_FILE } from '../../src/node/page-hashes.js'
import { pageHashesOf } from '../../src/node/inline-blocks.js'

const ROOT = fileURLToPath(new URL('./prerender-app/', import.meta.url))
const dist = mkdtempSync(join(tmpdir(), 'routekit-static-page-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

beforeAll(async () => {
  process.env.PRERENDER_APP_ROUTES = 'routes-static.yaml'
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      build: { outDir: dist, emptyOutDir: true },
    })
  } finally {
    delete process.env.PRERENDER_APP_ROUTES
  }
}, 60_000)

const html = (file: string) => readFileSync(join(dist, file), 'utf8')
const inlineScripts = (page: string) =>
  [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({
    attributes: attributes!.trim(),
    body: body!,
  }))

describe('a page with scripts: none', () => {
  it('has no module script and no module preload: a classic watcher and speculation rules instead', () => {
    const about = html('about/index.html')
    expect(about).toContain('<h1>')
    expect(about).not.toMatch(/type="module"|modulepreload/)
    const scripts = inlineScripts(about)
    expect(scripts.map((s) => s.attributes)).toEqual(['', 'type="speculationrules"'])
    // The watcher names the flag and the app's entry (which it imports only to hand a change over).
    const entry = /<script type="module">const c = \["([^"]+)"/.exec(html('index.html'))?.[1]
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    expect(scripts[0]!.body).toContain(`const url = "/maintenance.json", entry = "${entry}"`)
    // A classic script: it parses as a function body (no import statement, no top-level await).
    expect(() => new Function(scripts[0]!.body)).not.toThrow()
    expect(JSON.parse(scripts[1]!.body)).toEqual({
      prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
      prerender: [{ where: { href_matches: '/*' }, eagerness: 'conservative' }],
    })
  })

  it('ships at most 2 KB gzip of JavaScript', () => {
    const js = inlineScripts(html('about/index.html'))
      .filter((s) => s.attributes === '')
      .map((s) => s.body)
      .join('\n')
    console.log(`scripts: none: ${gzipSync(js, { level: 9 }).length} B gzip of JavaScript`)
    expect(gzipSync(js, { level: 9 }).length).toBeLessThanOrEqual(2048)
  })

  it('has the hash of each inline block in .routekit/pages.json', () => {
    const manifest = JSON.parse(html(PAGE_HASHES_FILE)) as { pages: Record<string, { scripts: string[] }> }
    expect(manifest.pages['about/index.html']?.scripts).toEqual(pageHashesOf(html('about/index.html')).scripts)
    expect(manifest.pages['about/index.html']?.scripts).toHaveLength(2)
  })

  it('leaves the hydrated pages and the shell as they were', () => {
    expect(html('index.html')).toMatch(/<script type="module">const c = /)
    expect(html('index.html')).not.toContain('speculationrules')
    expect(html('200.html')).toContain('<script type="module" crossorigin src="/assets/index-')
  })
})
