// Issue 42, item 3: the prerenderer follows the links of the pages it renders and prerenders the param and splat
// pages they reach, each decided by resolve(); prerender.paths may be a function that gets the default list.
import { describe, expect, it } from 'vitest'
import { parseRoutes, type RoutesConfig } from '../../src/index.js'
import { createCrawl, crawlLimit, DEFAULT_CRAWL_LIMIT } from '../../src/vite/crawl.js'
import { listedPaths, prerenderPaths } from '../../src/vite/prerender-paths.js'

const YAML = `
version: 1
layouts: [main]
guards: [auth]
maintenance: { enabled: false, route: /construction }
redirects:
  - { from: /manual/*, to: /docs/* }
routes:
  - { path: /, name: home, page: home, layout: main }
  - { path: /about, name: about, page: about, layout: main }
  - { path: /docs/*, name: docs, page: docs, layout: main }
  - { path: /blog/:slug, name: post, page: post, layout: main, params: { slug: "^[a-z0-9-]+$" } }
  - { path: /account/:tab, name: account, page: account, layout: main, guards: [auth] }
  - { path: /construction, name: construction, page: construction, layout: none }
`

function config(yaml = YAML): RoutesConfig {
  const parsed = parseRoutes(yaml)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.diagnostics))
  return parsed.config
}

const links = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">x</a>`).join('\n')

describe('createCrawl', () => {
  it("finds the param and splat pages a page links to, relative links read from the page's URL", () => {
    const crawl = createCrawl(config(), { base: '/', listed: prerenderPaths(config()) }, 1000)
    expect(
      crawl.linksOf('/docs/guide', links('/docs', 'install', './install/linux', '../blog/hello', '/blog/hi#top')),
    ).toEqual(['/docs', '/docs/install', '/docs/install/linux', '/blog/hello', '/blog/hi'])
  })

  it('leaves out what resolve() does not render as an open param page: redirects, 404s, guarded pages, listed pages', () => {
    const crawl = createCrawl(config(), { base: '/', listed: prerenderPaths(config()) }, 1000)
    const html = links(
      '/manual/intro', // a routes.yaml redirect to /docs/intro: the redirect is no page
      '/nope', // no route: 404
      '/blog/Bad_Slug', // the param rule fails: 404
      '/account/settings', // guarded: depends on who visits
      '/about', // a static route: prerender.paths decides those
      '/', // listed
      'https://example.com/docs/x', // another site
      'mailto:team@example.com',
      '#top',
      '/docs/%E9', // not UTF-8: resolve() answers 404
    )
    expect(crawl.linksOf('/', html)).toEqual([])
    expect(crawl.summary()).toBeNull()
  })

  it('finds each page once, however the links spell it', () => {
    const crawl = createCrawl(config(), { base: '/', listed: ['/'] }, 1000)
    expect(crawl.linksOf('/', links('/docs/a', '/docs/a/', '/docs/%61', '/docs//a', '/docs/b/../a?x=1'))).toEqual([
      '/docs/a',
    ])
    expect(crawl.linksOf('/docs/a', links('/docs/a', '/docs/b'))).toEqual(['/docs/b'])
  })

  it('reads links as a browser does: not in a script, not in a comment; entities decoded; <base href> followed', () => {
    const crawl = createCrawl(config(), { base: '/', listed: ['/'] }, 1000)
    const html = `<!doctype html><html><head><base href="/docs/"></head><body>
      <script>document.write('<a href="/docs/in-script">x</a>')</script>
      <!-- <a href="/docs/in-comment">x</a> -->
      <a href="/docs/a&amp;b">x</a> <a href=relative>x</a> <area href="/blog/area" alt="x">
    </body></html>`
    expect(crawl.linksOf('/', html)).toEqual(['/docs/a&b', '/docs/relative', '/blog/area'])
  })

  it("follows a page's other versions (<link rel=alternate>) but no stylesheet or icon link", () => {
    const crawl = createCrawl(config(), { base: '/', listed: ['/'] }, 1000)
    const html = `<head><link rel="alternate" hreflang="en" href="/docs/en-copy"><link rel="stylesheet" href="/docs/x.css"><link rel="icon" href="/docs/icon"></head>`
    expect(crawl.linksOf('/', html)).toEqual(['/docs/en-copy'])
  })

  it("under a base, follows the app's links below it only; absolute links count under the site URL", () => {
    const crawl = createCrawl(config(), { base: '/app/', siteUrl: 'https://example.com/app', listed: ['/'] }, 1000)
    const html = links(
      '/app/docs/a', // below the base
      '/docs/b', // outside the base: another app of the origin
      'https://example.com/app/docs/c', // the site URL
      'https://example.com/application/docs/d', // not below the site URL's folder
      'https://example.org/app/docs/e', // another origin
    )
    expect(crawl.linksOf('/', html)).toEqual(['/docs/a', '/docs/c'])
  })

  it('stops at the limit, and says how many linked pages it left to the shell', () => {
    const crawl = createCrawl(config(), { base: '/', listed: ['/'] }, 2)
    expect(
      crawl.linksOf('/', links(...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((p) => `/docs/${p}`))),
    ).toEqual(['/docs/a', '/docs/b'])
    expect(crawl.overflow()).toMatchInlineSnapshot(
      `"routekit: stopped following links at 2 pages (prerender.crawl.limit): 7 more linked pages get the SPA shell (/docs/c, /docs/d, /docs/e, /docs/f, /docs/g and 2 more). Raise the limit, or list them in prerender.paths."`,
    )
  })

  it('sums up in one line what it found, and which found pages got no file of their own', () => {
    const crawl = createCrawl(config(), { base: '/', listed: ['/'] }, 1000)
    crawl.linksOf('/', links('/docs', '/docs/a', '/blog/gone', '/blog/later'))
    crawl.dropped('/blog/gone', 'status 404')
    crawl.dropped('/blog/later', 'prerender = false')
    expect(crawl.summary()).toMatchInlineSnapshot(
      `"routekit: links led to 4 pages no list names: prerendered 2 (/docs, /docs/a); 2 get the SPA shell (/blog/gone: status 404, /blog/later: prerender = false)"`,
    )
    expect(crawl.overflow()).toBeNull()
  })
})

describe('crawlLimit', () => {
  it('is on by default, with the documented limit; false turns it off; { limit } sets another', () => {
    expect([
      crawlLimit(undefined),
      crawlLimit(true),
      crawlLimit(false),
      crawlLimit({ limit: 5 }),
      crawlLimit({}),
    ]).toEqual([DEFAULT_CRAWL_LIMIT, DEFAULT_CRAWL_LIMIT, null, 5, DEFAULT_CRAWL_LIMIT])
    expect(DEFAULT_CRAWL_LIMIT).toBe(1000)
  })

  it('refuses anything else, saying what it takes', () => {
    expect(() => crawlLimit({ limit: -1 })).toThrowErrorMatchingInlineSnapshot(
      `[Error: prerender.crawl is {"limit":-1}. Give true (follow links, at most 1000 pages), false (render prerender.paths only) or { limit: <pages> } with a whole number.]`,
    )
    expect(() => crawlLimit('yes' as never)).toThrow('prerender.crawl is "yes".')
    expect(() => crawlLimit({ limit: 2.5 })).toThrow('prerender.crawl is {"limit":2.5}.')
  })
})

describe('listedPaths (prerender.paths)', () => {
  it('is the default list when left out, the list itself when given', async () => {
    expect(await listedPaths(undefined, config())).toEqual(['/', '/about', '/construction'])
    expect(await listedPaths(['/docs/intro'], config())).toEqual(['/docs/intro'])
  })

  it('hands a function the default list (getStaticPaths), as React Router does, and takes what it returns', async () => {
    const seen: string[][] = []
    const paths = await listedPaths(async ({ getStaticPaths }) => {
      seen.push(getStaticPaths())
      return [...getStaticPaths(), '/blog/hello']
    }, config())
    expect(seen).toEqual([['/', '/about', '/construction']])
    expect(paths).toEqual(['/', '/about', '/construction', '/blog/hello'])
  })

  it('refuses what is not a list of paths, naming the entry', async () => {
    await expect(listedPaths((() => '/docs') as never, config())).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: prerender.paths returned "/docs", not a list. Give a list of paths such as ['/', '/docs/intro'], or a function that returns one: ({ getStaticPaths }) => [...getStaticPaths(), '/docs/intro'].]`,
    )
    await expect(listedPaths(['/', 'docs/intro'], config())).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: prerender.paths is a list whose entry 1 is "docs/intro", not a path. Each entry is a path from the site's root, such as "/docs/intro", without a query or a fragment.]`,
    )
    await expect(listedPaths([42] as never, config())).rejects.toThrow('entry 0 is 42, not a path')
    await expect(listedPaths(['/docs?page=2'], config())).rejects.toThrow('entry 0 is "/docs?page=2"')
  })
})
