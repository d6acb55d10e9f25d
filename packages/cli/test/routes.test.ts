import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIN, makeWorkspace, routekit } from './_run.js'

/** The repository's own routes.yaml: the table below is what developers see for it. */
const ROOT_ROUTES = fileURLToPath(new URL('../../../routes.yaml', import.meta.url))

let ws: ReturnType<typeof makeWorkspace>
beforeAll(() => {
  ws = makeWorkspace()
  mkdirSync(ws.fixture('root'))
  copyFileSync(ROOT_ROUTES, path.join(ws.fixture('root'), 'routes.yaml'))
})
afterAll(() => ws.cleanup())

describe('routekit routes', () => {
  it('prints the root routes.yaml as an aligned table with marks and a legend', () => {
    const r = routekit(['routes'], { cwd: ws.fixture('root') })
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "   PATH (es)      PATH (en)         NAME          LAYOUT                GUARDS  PAGE / REDIRECT TO
         /              /en/              index         default               -       index
         /about         /en/about         about         default               -       about
         /about-us      /en/about-us      about-us      default               -       about-us
         /benefits      /en/benefits      benefits      default               -       benefits
         /strategy      /en/strategy      strategy      default               -       strategy
         /technology    /en/technology    technology    default               -       technology
         /subscribe     /en/subscribe     subscribe     default               -       subscribe
         /onboarding    /en/onboarding    onboarding    default > onboarding  -       onboarding
         /login         /en/login         login         default               -       login
         /colors        /en/colors        colors        default               -       colors
         /i18n-test     /en/i18n-test     i18n-test     default               -       i18n-test
      M  /construction  /en/construction  construction  none                  -       construction
         /dashboard     /en/dashboard     dashboard     dashboard             auth    dashboard
         /about-us/*    /en/about-us/*                                                → /about (301)

      Locales: es (default), en; prefix: except-default. Redirects of this site keep the visitor's locale prefix.
      Marks: M maintenance route (/construction), A reachable during maintenance (maintenance.allow)
      routes.yaml: 13 routes, 1 redirect; maintenance is off in routes.yaml
      "
    `)
  })

  it('lists redirects with their targets and marks the paths allowed during maintenance', () => {
    const r = routekit(['routes', 'redirects/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "   PATH           NAME          LAYOUT   GUARDS  PAGE / REDIRECT TO
         /              index         default  -       index
         /about         about         default  -       about
      A  /legal/terms   terms         default  -       terms
         /blog/:slug    blog-post     default  -       blog-post
      M  /construction  construction  none     -       construction
         /about-us                                     → /about (301)
         /docs                                         → https://example.org/docs (302, external)

      Marks: M maintenance route (/construction), A reachable during maintenance (maintenance.allow)
      redirects/routes.yaml: 5 routes, 2 redirects; maintenance is on in routes.yaml
      "
    `)
  })

  it('prints the listing as JSON', () => {
    const r = routekit(['routes', 'redirects/routes.yaml', '--json'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    const listing = JSON.parse(r.stdout)
    expect(Object.keys(listing)).toEqual(['file', 'maintenance', 'routes', 'redirects'])
    expect(listing.maintenance).toEqual({ enabled: true, route: '/construction', allow: ['/legal/*'] })
    expect(listing.routes.find((x: { name: string }) => x.name === 'terms')).toEqual({
      path: '/legal/terms',
      name: 'terms',
      page: 'terms',
      layout: 'default',
      layouts: ['default'],
      guards: [],
      maintenanceRoute: false,
      reachableDuringMaintenance: true,
    })
    expect(
      listing.routes
        .filter((x: { maintenanceRoute: boolean }) => x.maintenanceRoute)
        .map((x: { path: string }) => x.path),
    ).toEqual(['/construction'])
    expect(listing.redirects).toEqual([
      { from: '/about-us', to: '/about', status: 301, external: false, reachableDuringMaintenance: false },
      { from: '/docs', to: 'https://example.org/docs', status: 302, external: true, reachableDuringMaintenance: false },
    ])
  })

  it('shows each path per locale when routes.yaml declares i18n', () => {
    const r = routekit(['routes', 'i18n/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    expect(r.stdout).toMatchInlineSnapshot(`
      "   PATH (es)      PATH (en)         PATH (pt-BR)         NAME          LAYOUT   GUARDS  PAGE / REDIRECT TO
         /              /en/              /pt-BR/              index         default  -       index
         /about         /en/about         /pt-BR/about         about         default  -       about
         /login         /en/login         /pt-BR/login         login         default  -       login
         /dashboard     /en/dashboard     /pt-BR/dashboard     dashboard     default  auth    dashboard
         /blog/:slug    /en/blog/:slug    /pt-BR/blog/:slug    blog-post     default  -       blog-post
      M  /construction  /en/construction  /pt-BR/construction  construction  none     -       construction
         /about-us      /en/about-us      /pt-BR/about-us                                     → /about (302)
         /manual/*      /en/manual/*      /pt-BR/manual/*                                     → /blog/* (302)
         /docs          /en/docs          /pt-BR/docs                                         → https://docs.example.org/ (302, external)

      Locales: es (default), en, pt-BR; prefix: except-default. Redirects of this site keep the visitor's locale prefix.
      Marks: M maintenance route (/construction), A reachable during maintenance (maintenance.allow)
      i18n/routes.yaml: 6 routes, 3 redirects; maintenance is off in routes.yaml
      "
    `)
  })

  it('lists the paths per locale in JSON, and asks resolve() about maintenance in the default locale', () => {
    const source = readFileSync(path.join(ws.dir, 'i18n/routes.yaml'), 'utf8')
    writeFileSync(path.join(ws.dir, 'i18n/always.yaml'), source.replace('prefix: except-default', 'prefix: always'))
    const r = routekit(['routes', 'i18n/always.yaml', '--json'], { cwd: ws.dir })
    expect(r.status).toBe(0)
    const listing = JSON.parse(r.stdout)
    expect(listing.i18n).toEqual({ locales: ['es', 'en', 'pt-BR'], default: 'es', prefix: 'always' })
    expect(listing.routes.find((x: { name: string }) => x.name === 'about')).toEqual({
      path: '/about',
      name: 'about',
      page: 'about',
      layout: 'default',
      layouts: ['default'],
      guards: [],
      maintenanceRoute: false,
      reachableDuringMaintenance: false,
      paths: { es: '/es/about', en: '/en/about', 'pt-BR': '/pt-BR/about' },
    })
    expect(listing.routes.find((x: { name: string }) => x.name === 'construction')).toMatchObject({
      maintenanceRoute: true,
      reachableDuringMaintenance: true,
    })
    expect(listing.redirects.map((x: { paths: unknown }) => x.paths)).toEqual([
      {
        es: { from: '/es/about-us', to: '/es/about' },
        en: { from: '/en/about-us', to: '/en/about' },
        'pt-BR': { from: '/pt-BR/about-us', to: '/pt-BR/about' },
      },
      {
        es: { from: '/es/manual/*', to: '/es/blog/*' },
        en: { from: '/en/manual/*', to: '/en/blog/*' },
        'pt-BR': { from: '/pt-BR/manual/*', to: '/pt-BR/blog/*' },
      },
      {
        es: { from: '/es/docs', to: 'https://docs.example.org/' },
        en: { from: '/en/docs', to: 'https://docs.example.org/' },
        'pt-BR': { from: '/pt-BR/docs', to: 'https://docs.example.org/' },
      },
    ])
  })

  it('shows the guards of the seed dashboard in JSON', () => {
    const r = routekit(['routes', '--json'], { cwd: ws.fixture('seed') })
    const listing = JSON.parse(r.stdout)
    expect(listing.routes).toHaveLength(13)
    expect(listing.routes.at(-1)).toMatchObject({ path: '/dashboard', layout: 'dashboard', guards: ['auth'] })
  })

  it('exits 1 on an invalid file and prints its problems to stderr', () => {
    const r = routekit(['routes', 'invalid/routes.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain('✖')
    expect(r.stderr).toContain('invalid/routes.yaml:')
  })

  it('prints the validate report as JSON on an invalid file with --json', () => {
    const r = routekit(['routes', 'invalid/routes.yaml', '--json'], { cwd: ws.dir })
    expect(r.status).toBe(1)
    expect(JSON.parse(r.stdout)).toMatchObject({ file: 'invalid/routes.yaml', valid: false })
  })

  it('exits 2 on a missing file', () => {
    const r = routekit(['routes', 'missing.yaml'], { cwd: ws.dir })
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/^routekit: .*missing\.yaml/)
  })

  it('stops quietly, with its own exit code, when the reader closes the pipe early (routekit routes | head -1)', () => {
    // More output than a pipe holds, so routekit is still writing when `head` has its line and leaves.
    const lines = ['version: 1', 'routes:', '  - { path: /construction, name: construction, page: construction }']
    for (let i = 0; i < 3000; i++) lines.push(`  - { path: /section/page-${i}, name: page-${i}, page: page }`)
    const file = path.join(ws.dir, 'many-routes.yaml')
    writeFileSync(file, lines.join('\n') + '\n')
    // A shell pipe, as users write it: `head` exits after one line and the pipe closes under routekit.
    const script = '"$0" "$1" routes "$2" | head -1; exit "${PIPESTATUS[0]}"'
    const r = spawnSync('bash', ['-c', script, process.execPath, BIN, file], { encoding: 'utf8' })
    expect(r.stdout).toMatch(/^ +PATH +NAME/)
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
  })
})
