// The size budgets of issue 7, on a production build (see docs/prerender.md#budgets).
// Sizes are deterministic, so they belong in the test suite; the table prints on every run.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import {
  BUDGETS,
  checkBudgets,
  chunkOf,
  formatTable,
  layoutsOf,
  measure,
  pageLoad,
  // @ts-expect-error: a plain .mjs script shared with `node scripts/budgets.mjs`, typed by use.
} from '../../../../scripts/budgets.mjs'

interface PageRow {
  route: string
  js: number
  noApp: boolean
  inlineJs: number
  css: number
  forbidden: string[]
}
interface Result {
  pages: PageRow[]
  login: { gzip: number; files: string[]; forbidden: string[] }
  criticalHome: number
}

const layouts = (await layoutsOf(new URL('../../../../routes.yaml', import.meta.url).pathname)) as Map<string, string[]>
const result = measure(inject('siteDist'), layouts) as Result
console.log(`\nSize budgets (gzip -9, KB = 1024 B)\n${formatTable(result) as string}\n`)

describe('size budgets', () => {
  it('prerenders every open page without params, in both locales, and only those', () => {
    expect(result.pages.map((p) => p.route)).toEqual([
      '/',
      '/about',
      '/about-us',
      '/benefits',
      '/colors',
      '/construction',
      '/en/',
      '/en/about',
      '/en/about-us',
      '/en/benefits',
      '/en/colors',
      '/en/construction',
      '/en/i18n-test',
      '/en/login',
      '/en/onboarding',
      '/en/strategy',
      '/en/subscribe',
      '/en/technology',
      '/i18n-test',
      '/login',
      '/onboarding',
      '/strategy',
      '/subscribe',
      '/technology',
    ])
  })

  // Issue 37: the marketing pages whose HTML is the whole page ship no app (routes.yaml scripts: none).
  const STATIC = ['/about', '/about-us', '/benefits', '/strategy', '/technology']
  it('ships no app on the static marketing pages, in both languages, and the app on every other page', () => {
    expect(result.pages.filter((p) => p.noApp).map((p) => p.route)).toEqual(
      [...STATIC, ...STATIC.map((path) => `/en${path}`)].sort(),
    )
  })

  it.each(result.pages.filter((p) => p.noApp).map((p) => [p.route, p] as const))(
    '%s (scripts: none): at most 2 KB gzip of JavaScript, all of it inline',
    (_route, page) => {
      expect(page.js).toBe(0)
      expect(page.inlineJs).toBeGreaterThan(0) // the maintenance watcher
      expect(page.inlineJs).toBeLessThanOrEqual(BUDGETS.staticPageJs)
    },
  )

  it.each(result.pages.filter((p) => !p.noApp).map((p) => [p.route, p] as const))(
    '%s: first-load JS within budget, without firebase, zod or yaml',
    (_route, page) => {
      expect(page.forbidden).toEqual([])
      // The entry is found however the page loads it (a src, or the after-paint loader): React alone is more than 50 KB.
      expect(page.js).toBeGreaterThan(50 * 1024)
      expect(page.js).toBeLessThanOrEqual(BUDGETS.firstLoadJs)
      expect(page.css).toBeLessThanOrEqual(BUDGETS.css)
    },
  )

  it('/login with Firebase Auth stays within budget', () => {
    expect(result.login.files.length).toBeGreaterThan(0)
    expect(result.login.gzip).toBeLessThanOrEqual(BUDGETS.loginChunk)
  })

  it('the critical HTML of / (with any inline CSS) fits the first round trip', () => {
    expect(result.criticalHome).toBeLessThanOrEqual(BUDGETS.criticalHtml)
  })

  // The routekit plugin's leanReactRouter: <Form> and the submit code behind it were 1.2 KB gzip of every first load,
  // <Link>'s framework-mode prefetching and the RSC error handler 1.6 KB more.
  it('leaves out the React Router code the site never runs, and keeps the router', () => {
    const dist = inject('siteDist')
    const code = (pageLoad(dist, 'index.html').js as string[])
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .join('\n')
    expect(code).toContain('Redirects returned/thrown from loaders/actions must have a Location header')
    // <Form>'s and useFetcher()'s submit is in since /subscribe posts through its action (issue 36): React Router is one module.
    expect(code).toContain('without a <form>')
    expect(code).not.toContain('_root.') // singleFetchUrl(), which only PrefetchPageLinks and the RSC routers call
    expect(code).toContain('You must render this element inside a <HydratedRouter> element') // PrefetchPageLinks still says so
  })

  // Issue 26: an English page is English from its URL, but its first load still carries one locale's messages only.
  // `common` holds only the bare error page's two ways out; the shell's text (`shell`) travels in the lazy chunks.
  it.each(['index.html', 'en/colors/index.html'])(
    '%s: the first load holds the Spanish `common` messages and never the English ones',
    (html) => {
      const dist = inject('siteDist')
      const code = (pageLoad(dist, html).js as string[])
        .map((file) => readFileSync(join(dist, file), 'utf8'))
        .join('\n')
      expect(code).toContain('Recargar la página')
      expect(code).not.toContain('Reload the page')
      expect(code).not.toContain('Saltar al contenido principal')
      expect(code).not.toContain('Skip to main content')
    },
  )

  it('reports every broken budget in words', () => {
    expect(checkBudgets(result)).toEqual([])
  })
})

// Without source maps the home page's chunk was taken to be the entry (both `index-*.js`), so
// `node scripts/budgets.mjs` printed 3.3 KB of page chunks for / instead of 12.4.
describe('chunkOf without source maps', () => {
  it("finds a page's chunk by the app's import.meta.glob key, not by a name the entry shares", () => {
    const dist = mkdtempSync(join(tmpdir(), 'routekit-chunkof-'))
    try {
      mkdirSync(join(dist, 'assets'))
      writeFileSync(
        join(dist, 'assets/index-AAAA1111.js'),
        'const p={"./pages/about.tsx":()=>b(()=>import(`./about-CCCC3333.js`)),"./pages/index.tsx":()=>b(()=>import(`./pages-BBBB2222.js`),[])}',
      )
      writeFileSync(join(dist, 'assets/pages-BBBB2222.js'), 'export default 1')
      writeFileSync(join(dist, 'assets/about-CCCC3333.js'), 'export default 2')
      expect(chunkOf(dist, 'src/pages/index.tsx', 'index', ['assets/index-AAAA1111.js'])).toBe(
        'assets/pages-BBBB2222.js',
      )
      expect(chunkOf(dist, 'src/pages/about.tsx', 'about')).toBe('assets/about-CCCC3333.js')
      expect(chunkOf(dist, 'src/layouts/none-layout.tsx', 'none-layout')).toBeNull()
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})
