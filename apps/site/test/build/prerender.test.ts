// The prerendered HTML of a production build: each open page carries its
// content, title and description (so it reads without JavaScript); guarded
// pages and unknown paths get the content-free shell.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'

const dist = inject('siteDist')
const html = (file: string) => readFileSync(join(dist, file), 'utf8')
/** The chunks the after-paint loader of a page imports, in order. */
const firstLoadChunks = (page: string) =>
  JSON.parse(/<script type="module">const c = (\[[^\]]*\]);/.exec(page)?.[1] ?? '[]') as string[]
// The container's markup: what precedes React Router's hydration script (written right after it) or </body>.
const root = (page: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div>\s*(?:<script>window\.__staticRouterHydrationData[^<]*<\/script>\s*)?<\/body>/.exec(
    page,
  )?.[1] ?? ''

describe('prerendered pages', () => {
  it.each([
    [
      'index.html',
      '/',
      'es',
      'routekit - un routes.yaml para tu sitio React',
      'Todas las rutas de tu sitio, en un solo archivo',
    ],
    [
      'about/index.html',
      '/about',
      'es',
      'Acerca de routekit',
      'El enrutado de un sitio React, declarado en vez de cableado',
    ],
    ['login/index.html', '/login', 'es', 'Iniciar sesión', 'Entra en tu cuenta'],
    ['construction/index.html', '/construction', 'es', 'En mantenimiento', 'El sitio ha vuelto'],
    // Issue 26: the same pages at /en/, in English from their HTML.
    [
      'en/index.html',
      '/en/',
      'en',
      'routekit - one routes.yaml for your React site',
      'Every route of your site, in one file',
    ],
    ['en/about/index.html', '/en/about', 'en', 'About routekit', 'A React site’s routing, declared instead of wired'],
  ])('%s holds its page in its language, with its title and description', (file, path, lang, title, heading) => {
    const page = html(file)
    expect(page).toContain(`data-routekit-prerendered="${path}"`)
    expect(page).toMatch(new RegExp(`<html [^>]*lang="${lang}"`))
    expect(page).toContain(`<title>${title}</title>`)
    expect(page).toMatch(/<meta name="description" content="[^"]+" \/>/)
    expect(page).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`))
    expect(page).toContain('<html data-routekit-title=')
    expect(page).not.toMatch(/<script\b[^>]*\bsrc=/)
    expect(page).not.toContain('modulepreload"')
    if (path.endsWith('/about')) {
      // Issue 37: scripts: none in routes.yaml: no module script at all, only the maintenance watcher and the speculation rules.
      expect(page).not.toContain('type="module"')
      expect(page).toContain('<script type="speculationrules">')
      return
    }
    // The content is in the HTML: the app's one first-load chunk is imported once the page has painted
    // (scriptLoading 'after-paint'); no module preload starts a download before the paint.
    expect(firstLoadChunks(page)).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)])
    expect(page).toMatch(/<script type="module">const c = [^\n]*requestAnimationFrame[^\n]*<\/script>/)
  })

  // Issue 27: the build knew it had no Firebase config, yet /login's HTML showed a working form; the notice came after
  // hydration and pushed the form down (CLS 0.12). This build has no config (global-setup.ts), so the HTML says so.
  it.each([
    [
      'login/index.html',
      'El inicio de sesión no está configurado',
      'Este sitio se ha publicado sin la configuración de Firebase',
    ],
    ['en/login/index.html', 'Sign-in is not configured', 'This site was published without its Firebase configuration'],
  ])(
    '%s, built without Firebase config, carries the not-configured notice and a disabled form from the first byte',
    (file, title, body) => {
      const main = root(html(file))
      expect(main).toMatch(
        new RegExp(`<div role="status"[^>]*><p class="font-semibold">${title}</p><div class="mt-1">${body}`),
      )
      // The notice comes before the form, and the form's fieldset is disabled in the HTML itself.
      expect(main.indexOf(title)).toBeLessThan(main.indexOf('<form'))
      expect(main).toMatch(/<fieldset disabled="" class="space-y-5">/)
    },
  )

  it.each([
    ['subscribe/index.html', 'Las suscripciones no están disponibles', 'Este sitio se ha publicado sin base de datos'],
    ['en/subscribe/index.html', 'Subscriptions are not available', 'This site was published without a database'],
  ])('%s, built without a database, says so above a disabled form from the first byte', (file, title, body) => {
    const main = root(html(file))
    expect(main).toMatch(
      new RegExp(`<div role="status"[^>]*><p class="font-semibold">${title}</p><div class="mt-1">${body}`),
    )
    expect(main.indexOf(title)).toBeLessThan(main.indexOf('<form'))
    expect(main).toMatch(/<fieldset disabled="" class="space-y-8">/)
  })

  it('gives the guarded dashboard no HTML of its own, in either language', () => {
    expect(existsSync(join(dist, 'dashboard'))).toBe(false)
    expect(existsSync(join(dist, 'en/dashboard'))).toBe(false)
  })

  it('writes sitemap.xml with every open page in both languages and their alternates, and robots.txt names it', () => {
    const sitemap = html('sitemap.xml')
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toHaveLength(24)
    expect(locs).toContain('https://routekit.dev/en/about')
    expect(locs.some((loc) => loc?.includes('dashboard'))).toBe(false)
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://routekit.dev/en/about"/>')
    expect(html('robots.txt')).toContain('Disallow: /en/dashboard\n\nSitemap: https://routekit.dev/sitemap.xml\n')
  })

  it('keeps a content-free shell for every other path', () => {
    const shell = html('200.html')
    expect(root(shell)).toBe('')
    expect(shell).not.toContain('data-routekit-prerendered')
    expect(shell).toContain('<script type="module"')
    // The shell shows nothing until its script runs: that script keeps its normal priority.
    expect(shell).not.toContain('fetchpriority')
  })

  it('inlines the CSS, and no script lists the stylesheet to load it again', () => {
    // Vite's preload helper adds a chunk's CSS dependencies as <link>s unless one is on the page;
    // with the CSS inlined there is none, so a listed stylesheet would load twice and restyle the page.
    expect(html('index.html')).toMatch(/<style>[^<]*tailwindcss/)
    const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
    expect(
      scripts.filter((file) => /assets\/[\w.-]+\.css/.test(readFileSync(join(dist, 'assets', file), 'utf8'))),
    ).toEqual([])
  })

  it("marks the first-load chunks, and only those, with V8's compile hint", () => {
    const hinted = (file: string) => readFileSync(join(dist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')
    const first = firstLoadChunks(html('colors/index.html')).map((url) => url.slice(1))
    expect(first).toHaveLength(1) // the entry's chunk, with React DOM and the libraries (vite.config.ts)
    for (const file of first) expect(hinted(file), file).toBe(true)
    const lazy = readdirSync(join(dist, 'assets')).filter(
      (file) => file.endsWith('.js') && !first.includes(`assets/${file}`),
    )
    expect(lazy.filter((file) => hinted(`assets/${file}`))).toEqual([])
  })

  it('leaves no server build behind in the output', () => {
    expect(existsSync(join(dist, 'entry-server.mjs'))).toBe(false)
  })
})
