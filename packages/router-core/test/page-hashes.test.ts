import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { inlineBlocksOf, writePageHashes } from '../src/node/html.js'

test("the build records each HTML file's inline-block hashes in .routekit/pages.json, skipping dot folders, and routes.yaml's csp", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-hashes-'))
  try {
    mkdirSync(join(dir, 'about'))
    mkdirSync(join(dir, '.routekit'))
    writeFileSync(
      join(dir, 'about', 'index.html'),
      '<style>a{}</style><script>go()</script><script src="/x.js"></script><p style="color:red">',
    )
    writeFileSync(join(dir, '.routekit', 'skip.html'), '<script>no()</script>')
    await writePageHashes(dir, { 'connect-src': ['https://api.example.com'] })
    expect(JSON.parse(readFileSync(join(dir, '.routekit', 'pages.json'), 'utf8'))).toMatchInlineSnapshot(`
      {
        "csp": {
          "connect-src": [
            "https://api.example.com",
          ],
        },
        "pages": {
          "about/index.html": {
            "scripts": [
              "'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='",
            ],
            "styleAttributes": [
              "'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='",
            ],
            "styles": [
              "'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='",
            ],
          },
        },
        "version": 1,
      }
    `)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('inline blocks are read by parse5 as a browser reads them: entities, "</script" in strings, CDATA-like text, ">" in attributes', () => {
  // Went wrong: regular expressions cut a script at the first "</script>" (even inside a "<!--<script>" block), missed
  // a style attribute after an attribute holding ">", and decoded 6 entities by hand: the hash differed, and the
  // page's CSP blocked its own script (e2e/csp-inline-hashes.test.ts checks these hashes in Chromium).
  const html = readFileSync(new URL('./fixtures/html-inline-blocks/index.html', import.meta.url), 'utf8')
  expect(inlineBlocksOf(html)).toMatchInlineSnapshot(`
    {
      "scripts": [
        "
          window.ran = ['entities stay as written in a script: &amp; &lt;/script&gt;']
        ",
        "
          window.ran.push('an attribute with ">" before the body')
        ",
        "
          window.ran.push('a closing tag inside a string: ' + '<\\/script>' + "</scr" + 'ipt>')
        ",
        "
          /* <!--<script> */ var inner = '</script>' /* --> */
          window.ran.push('a comment-like opener keeps the block open: ' + inner)
        ",
        "
          // <![CDATA[ is plain text in an HTML script ]]>
          window.ran.push('CDATA-like text')
        ",
        "window.ran.push('SVG script, entity decoded: &')",
        "window.ran.push("SVG script in CDATA: & <b>")",
      ],
      "styleAttributes": [
        "color: rgb(200, 0, 0); font-family: 'Noto Serif', serif",
      ],
      "styles": [
        "
          p.note::after { content: " &amp; </p>" }
        ",
      ],
    }
  `)
})

test('an empty block needs no hash, a script with a src has no inline body, <template> blocks count, <noscript> is text', () => {
  const html =
    '<script></script><style></style><script src="/a.js">ignored()</script><template><script>t()</script></template><noscript><script>n()</script></noscript>'
  expect(inlineBlocksOf(html)).toEqual({ scripts: ['t()'], styles: [], styleAttributes: [] })
})
