// router-core's rooms in eslint.config.js, on ESLint's own API with the repository's config: what config/, browser/
// and react/ may import. Each import names a real file, so import-x resolves it as it does in `npm run lint`.
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

/** The rules a module of `room` breaks with this one import (a file that does not exist, beside the room's real ones). */
async function broken(room: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, {
    filePath: `${root}/packages/router-core/src/${room}/rooms-fixture.ts`,
  })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

describe("router-core's rooms", () => {
  it.each([
    ['browser', "import x from 'react'", 'no-restricted-imports'],
    ['browser', "import { x } from 'react-router-dom'", 'no-restricted-imports'],
    ['browser', "import { x } from 'vite'", 'no-restricted-imports'],
    ['browser', "import { x } from 'node:fs'", 'import-x/no-nodejs-modules'],
    ['browser', "import { x } from '../react/root.js'", 'import-x/no-restricted-paths'],
    ['browser', "import { x } from '../vite/index.js'", 'import-x/no-restricted-paths'],
    ['browser', "import { x } from '../node/load.js'", 'import-x/no-restricted-paths'],
    ['browser', "import { x } from '../server/render.js'", 'import-x/no-restricted-paths'],
    ['config', "import { x } from 'react-router'", 'no-restricted-imports'],
    ['config', "import { x } from 'node:path'", 'import-x/no-nodejs-modules'],
    ['config', "import { x } from '../browser/basename.js'", 'import-x/no-restricted-paths'],
    ['config/match', "import { x } from '../../react/root.js'", 'import-x/no-restricted-paths'],
    ['config/file', "import { x } from 'vite/module-runner'", 'no-restricted-imports'],
    ['react', "import { x } from 'vite'", 'no-restricted-imports'],
    ['react', "import { x } from '../vite/index.js'", 'import-x/no-restricted-paths'],
    ['react', "import { x } from '../server/render.js'", 'import-x/no-restricted-paths'],
  ])('%s/ refuses %s', async (room, code, rule) => {
    const found = await broken(room, code)
    expect(found.filter((m) => m.startsWith(`${rule}: `))).toHaveLength(1)
    // Our own messages name the room; import-x's builtins rule has its own words.
    if (rule !== 'import-x/no-nodejs-modules')
      expect(found.find((m) => m.startsWith(`${rule}: `))).toContain(`src/${room.split('/')[0]}/: `)
  })

  it.each([
    ['browser', "import { x } from '../config/resolve.js'"],
    ['browser', "import { x } from './basename.js'"],
    ['browser', "import { x } from 'virtual:routekit/build'"],
    ['config/check', "import { x } from '../match/paths.js'"],
    ['react', "import { x } from '../browser/basename.js'"],
    ['react', "import { x } from 'react-router-dom'"],
    ['server', "import { x } from '../browser/basename.js'"],
  ])('%s/ may %s', async (room, code) => {
    expect(await broken(room, code)).toEqual([])
  })
})
