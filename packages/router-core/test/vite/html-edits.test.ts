// The prerenderer's edits to built pages (src/vite/_html.ts) find their elements with parse5 and splice the source.
import { expect, test } from 'vitest'
import {
  addPageLinks,
  injectPage,
  inlineStylesheets,
  loadScriptsAfterPaint,
  lowerScriptPriority,
} from '../../src/vite/_html.js'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script>var s = "</head><title>not the title</title>"</script>
    <title>Caf&eacute; &amp; more</title>
    <meta data-note="a > b" name="description" content="It&apos;s &quot;here&quot;" />
    <link rel="stylesheet" data-note="a > b" href="/assets/a.css?v=1&amp;x=2">
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" data-note="a > b" crossorigin href="/assets/dep.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

test('a "</head>" or "<title>" inside a script is not the head: edits land where the browser sees the elements', () => {
  // Went wrong: string search put the links inside the script's string, before its "</head>".
  const out = addPageLinks(PAGE, { lang: 'de', canonical: 'https://example.org/' })
  expect(out).toContain('var s = "</head><title>not the title</title>"</script>')
  expect(out).toContain('<html lang="de">')
  expect(out).toContain('  <link rel="canonical" href="https://example.org/" />\n</head>')
  expect(
    out
      .replace('<html lang="de">', '<html lang="en">')
      .replace('<link rel="canonical" href="https://example.org/" />\n', ''),
  ).toBe(PAGE)
})

test('the title and description are read with their entities decoded, and replaced whole, attributes with ">" included', () => {
  const out = injectPage(PAGE, {
    container: 'root',
    path: '/a',
    html: '<p>A</p>',
    route: { title: 'A', description: 'B' },
  })
  expect(out.split('\n').slice(0, 7).join('\n')).toMatchInlineSnapshot(`
    "<!doctype html>
    <html data-routekit-title="Café &amp; more" data-routekit-description="It&#39;s &quot;here&quot;" lang="en">
      <head>
        <script>var s = "</head><title>not the title</title>"</script>
        <title>A</title>
        <meta name="description" content="B" />
        <link rel="stylesheet" data-note="a > b" href="/assets/a.css?v=1&amp;x=2">"
  `)
  expect(out).toContain('<div id="root" data-routekit-prerendered="/a"><p>A</p></div>')
  // Nothing else moved.
  expect(
    injectPage(PAGE, {
      container: 'root',
      path: '/',
      html: '',
      route: { title: 'Café & more', description: `It's "here"` },
    }),
  ).toBe(PAGE.replace('<div id="root"></div>', '<div id="root" data-routekit-prerendered="/"></div>'))
})

test('stylesheets, module preloads and scripts are found by their attributes, whatever else the tag holds', () => {
  const hrefs: string[] = []
  const inlined = inlineStylesheets(PAGE, (href) => (hrefs.push(href), 'a{}'))
  expect(hrefs).toEqual(['/assets/a.css?v=1&x=2'])
  expect(inlined).toContain('    <style>a{}</style>\n')
  expect(lowerScriptPriority(PAGE)).toContain(
    '<link rel="modulepreload" data-note="a > b" crossorigin href="/assets/dep.js" fetchpriority="low">',
  )
  const after = loadScriptsAfterPaint(PAGE)
  expect(after).not.toContain('<link rel="modulepreload"')
  expect(after).toContain('const c = ["/assets/dep.js","/assets/index.js"]')
})

test('a container that is not empty is refused with the fix', () => {
  expect(() =>
    injectPage(PAGE.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>'), {
      container: 'root',
      path: '/',
      html: '',
      route: undefined,
    }),
  ).toThrowErrorMatchingInlineSnapshot(
    `[Error: Cannot prerender /: index.html has no empty <div id="root"></div> to render into. Add it, or pass prerender.container with the id your app mounts on.]`,
  )
})
