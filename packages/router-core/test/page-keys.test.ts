// pageModuleKeys(): the page keys of src/pages, which the Vite plugin checks routes.yaml against (RK800)
// and routekit init writes a starter from. A page's data module (home.data.ts) is part of its page, not a page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { pageModuleKeys } from '../src/node/page-keys.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('page modules are pages; data modules, tests and declarations are not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-page-keys-'))
  dirs.push(dir)
  for (const file of [
    'home.tsx',
    'home.data.ts',
    'about.jsx',
    'about.data.js',
    'home.test.tsx',
    'env.d.ts',
    'notes.md',
  ])
    writeFileSync(join(dir, file), '')
  expect(pageModuleKeys(dir)).toEqual(['about', 'home'])
})
