import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { writePageHashes } from '../src/node/page-hashes.js'

test("the build records each HTML file's inline-block hashes in .routekit/pages.json, skipping dot folders, and routes.yaml's csp", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-hashes-'))
  try {
    mkdirSync(join(dir, 'about'))
    mkdirSync(join(dir, '.routekit'))
    writeFileSync(join(dir, 'about', 'index.html'), '<style>a{}</style><script>go()</script><script src="/x.js"></script><p style="color:red">')
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
