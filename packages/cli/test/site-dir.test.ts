// Issue 25: with no --dir, the CLI used this repository's apps/site/dist, or the working directory when it held an
// index.html. In an ordinary Vite app that is the source index.html: `preview` served /package.json and /src/, and
// `maintenance on` wrote into the project root. Now it uses the project's build output, and never a project folder.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FIXTURES, routekit } from './_run.js'

const SOURCE_INDEX = '<!doctype html>\n<div id="root"></div>\n<script type="module" src="/src/main.tsx"></script>\n'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'routekit-site-dir-'))
  // An ordinary Vite app: package.json, vite.config.ts and its source index.html.
  writeFileSync(path.join(root, 'package.json'), '{ "name": "app", "private": true }\n')
  writeFileSync(path.join(root, 'index.html'), SOURCE_INDEX)
  writeFileSync(
    path.join(root, 'vite.config.ts'),
    "import { defineConfig } from 'vite'\nexport default defineConfig({})\n",
  )
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const stable = (text: string) => text.replaceAll(root, '<tmp>')
const build = (dir: string) =>
  cpSync(path.join(FIXTURES, 'maintenance-site'), path.join(root, dir), { recursive: true })

describe('the built site, with no --dir', () => {
  it('is dist/ of the project in the working directory', () => {
    build('dist')
    expect(routekit(['maintenance', 'on'], { cwd: root }).status).toBe(0)
    expect(JSON.parse(readFileSync(path.join(root, 'dist', 'maintenance.json'), 'utf8')).enabled).toBe(true)
    expect(existsSync(path.join(root, 'maintenance.json'))).toBe(false)
  })

  it("is Vite's build.outDir when vite.config sets it to a string", () => {
    writeFileSync(
      path.join(root, 'vite.config.ts'),
      "import { defineConfig } from 'vite'\nexport default defineConfig({ build: { outDir: 'public-build' } })\n",
    )
    build('public-build')
    const r = routekit(['maintenance', 'status', '--json'], { cwd: root })
    expect(r.status).toBe(0)
    expect(routekit(['maintenance', 'on'], { cwd: root }).status).toBe(0)
    expect(existsSync(path.join(root, 'public-build', 'maintenance.json'))).toBe(true)
  })

  it('is the working directory when it is a deployed copy (no package.json, a built index.html)', () => {
    build('deployed')
    expect(routekit(['maintenance', 'on'], { cwd: path.join(root, 'deployed') }).status).toBe(0)
    expect(existsSync(path.join(root, 'deployed', 'maintenance.json'))).toBe(true)
  })

  it('is refused, and nothing is written, when the project is not built or the folder is a project', () => {
    mkdirSync(path.join(root, 'src'))
    writeFileSync(path.join(root, 'src', 'index.html'), SOURCE_INDEX)
    const runs = [
      routekit(['maintenance', 'on'], { cwd: root }),
      routekit(['preview', '--port', '0'], { cwd: root }),
      routekit(['maintenance', 'on', '--dir', '.'], { cwd: root }),
      routekit(['maintenance', 'on', '--dir', 'src'], { cwd: root }),
    ]
    expect(runs.map((r) => r.status)).toEqual([2, 2, 2, 2])
    expect(existsSync(path.join(root, 'maintenance.json'))).toBe(false)
    expect(existsSync(path.join(root, 'src', 'maintenance.json'))).toBe(false)
    expect(runs.map((r) => stable(r.stderr))).toMatchInlineSnapshot(`
      [
        "routekit: No built site: <tmp>/dist (the project's build output, dist) does not exist. Build the site with "npm run build" (vite build), or pass --dir <folder>.
      ",
        "routekit: No built site: <tmp>/dist (the project's build output, dist) does not exist. Build the site with "npm run build" (vite build), or pass --dir <folder>.
      ",
        "routekit: --dir .: <tmp> holds a package.json: it is a project, not a built site. Build it with "npm run build" (vite build) and pass the output, such as --dir dist.
      ",
        "routekit: --dir src: <tmp>/src holds a source index.html (it loads a script from src/): it is a project, not a built site. Build it with "npm run build" (vite build) and pass the output, such as --dir dist.
      ",
      ]
    `)
  })
})
