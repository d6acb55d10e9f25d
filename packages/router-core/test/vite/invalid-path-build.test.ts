// Paths that `validate` accepted made `vite build` end in a stack trace: a decoded NUL (`/a%00b`: "The argument
// 'path' must be a string ... without null bytes"), a decoded newline (`/a%0Ab`: "Prerendering /a%0Ab gave status
// 404") and a 300-character segment (ENAMETOOLONG from mkdir). Now routes.yaml's checks refuse each (RK313, RK314),
// so the build stops with the diagnostic at its line, as for any invalid routes.yaml, and writes nothing.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'

const APP = fileURLToPath(new URL('./failed-build-app/', import.meta.url))
const VITE = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js')
const scratch = mkdtempSync(join(tmpdir(), 'routekit-invalid-path-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** `vite build` (with prerendering) of the failed-build-app fixture whose /about route has `path`. */
function buildWith(name: string, path: string): { status: number | null; output: string; dist: string } {
  const routes = join(scratch, `${name}.yaml`)
  writeFileSync(
    routes,
    `version: 1
maintenance: { enabled: false, route: /construction }
routes:
  - { path: /, name: home, page: home, layout: none, title: Home }
  - { path: ${JSON.stringify(path)}, name: about, page: about, layout: none, title: About }
  - { path: /construction, name: construction, page: construction, layout: none }
`,
  )
  const dist = join(scratch, `dist-${name}`)
  const run = spawnSync(process.execPath, [VITE, 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: APP,
    encoding: 'utf8',
    env: { ...process.env, FAILED_BUILD_ROUTES: routes, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}`, dist }
}

/** The diagnostic row the build printed (`<file>:line:col  error  CODE  message`), with the scratch folder left out. */
function row(output: string): string | undefined {
  return output
    .split('\n')
    .find((line) => / {2}error {2}RK\d{3} /.test(line))
    ?.replace(/^.*?(\w+\.yaml:)/, '$1')
}

function expectRefused(name: string, path: string): string {
  const { status, output, dist } = buildWith(name, path)
  expect(status, output).toBe(1)
  expect(output).not.toMatch(/TypeError|ENAMETOOLONG|Prerendering .* gave status/)
  expect(output).not.toContain('routekit: prerendered')
  expect(() => readdirSync(dist)).toThrow() // nothing written
  return row(output)!
}

it('regression: /a%00b (a decoded NUL) stops the build with RK313 at its line, not a TypeError from mkdir', () => {
  expect(expectRefused('nul', '/a%00b')).toMatchInlineSnapshot(
    `"nul.yaml:5:13  error  RK313  Invalid path "/a%00b" on route "about". Its escape "%00" decodes to the control character U+0000 (NUL), which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it."`,
  )
}, 120_000)

it('regression: /a%0Ab (a decoded newline) stops the build with RK313, not "Prerendering gave status 404"', () => {
  expect(expectRefused('newline', '/a%0Ab')).toMatchInlineSnapshot(
    `"newline.yaml:5:13  error  RK313  Invalid path "/a%0Ab" on route "about". Its escape "%0A" decodes to the control character U+000A (a line break), which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it."`,
  )
}, 120_000)

it('regression: a 300-character segment stops the build with RK314, not ENAMETOOLONG', () => {
  expect(expectRefused('long', `/${'a'.repeat(300)}`)).toMatch(/^long\.yaml:5:13 {2}error {2}RK314 /)
}, 120_000)

it('a segment of 255 bytes, the most a file name holds, builds and is prerendered to its folder', () => {
  const name = 'é'.repeat(127) + 'a' // 255 bytes of UTF-8
  const { status, output, dist } = buildWith('longest', `/${name}`)
  expect(status, output).toBe(0)
  expect(readdirSync(dist)).toContain(name)
}, 120_000)
