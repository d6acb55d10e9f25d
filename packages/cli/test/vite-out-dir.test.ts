// The build folder the site commands look in without --dir: vite.config's `build.outDir`, read with the parser
// `routekit init` edits the file with (src/vite-config/), where a regular expression used to take any `outDir:`
// string in the file, a plugin's option included.
import { describe, expect, it } from 'vitest'
import { outDirOf } from '../src/vite-config/out-dir.js'

describe('outDirOf', () => {
  it.each([
    [
      'defineConfig({...})',
      "import { defineConfig } from 'vite'\nexport default defineConfig({ build: { outDir: 'public-build' } })\n",
      'public-build',
    ],
    ['a plain object, quoted key', 'export default { "build": { "outDir": "out" } }', 'out'],
    [
      'a function returning the object',
      "export default defineConfig(({ mode }) => ({ build: { outDir: 'out' } }))",
      'out',
    ],
    ['a function with a body', "export default defineConfig(() => {\n  return { build: { outDir: 'out' } }\n})", 'out'],
    [
      'a const of the file',
      "const config = { build: { outDir: 'out' } } satisfies UserConfig\nexport default config",
      'out',
    ],
    ['a template literal without ${}', 'export default { build: { outDir: `out` } }', 'out'],
    ['a build object in a const', "const build = { outDir: 'out' }\nexport default { build }", 'out'],
    ['module.exports (vite.config.cjs)', "module.exports = { build: { outDir: 'out' } }", 'out'],
  ])('reads %s', (_what, source, outDir) => {
    expect(outDirOf(source)).toBe(outDir)
  })

  it.each([
    ['no outDir', 'export default defineConfig({ build: { minify: false } })'],
    ['a computed outDir', 'export default defineConfig({ build: { outDir: process.env.OUT } })'],
    ['a template literal with ${}', 'export default { build: { outDir: `${base}/out` } }'],
    ['an empty string', "export default { build: { outDir: '' } }"],
    ['a syntax error', "export default defineConfig({ build: { outDir: 'out' }"],
    ['an export default other than a config', "export default makeConfig({ build: { outDir: 'out' } })"],
  ])("gives undefined (Vite's default) for %s", (_what, source) => {
    expect(outDirOf(source)).toBeUndefined()
  })

  it("regression: a plugin's outDir option is not the build folder (the regular expression took it)", () => {
    const source =
      "import { defineConfig } from 'vite'\nimport docs from 'docs-plugin'\nexport default defineConfig({ plugins: [docs({ outDir: 'docs-out' })] })\n"
    expect(outDirOf(source)).toBeUndefined()
    expect(outDirOf(source.replace('plugins:', "build: { outDir: 'site' }, plugins:"))).toBe('site')
  })
})
