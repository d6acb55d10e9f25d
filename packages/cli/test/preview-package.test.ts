// Issue 35, probe 9: the handler docs/deploy.md offers for production could
// not be imported (`@routekit/cli` exported only ./package.json, and
// dist/cli.cjs only `run`). Here the package is packed as npm would publish
// it, installed in a temp folder outside the repo, and its documented entry,
// `@routekit/cli/preview`, is mounted in a plain node:http server, run as its
// own process and probed over raw sockets. Its types are checked by tsc.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { missingSecurityHeaders, rawRequest } from './_raw-http.js'
import { FIXTURES, routekit } from './_run.js'

const CLI_PACKAGE = fileURLToPath(new URL('..', import.meta.url))
const TSC = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url))

const SERVER = `import { createServer } from 'node:http'
import { createPreviewHandler } from '@routekit/cli/preview'

const handler = createPreviewHandler({ dir: process.argv[2] })
const server = createServer(handler)
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

const TYPED = `import type { IncomingMessage, ServerResponse } from 'node:http'
import { createPreviewHandler, type PreviewServerOptions } from '@routekit/cli/preview'

const options: PreviewServerOptions = { dir: 'site', hstsMaxAge: 31536000, trustProxy: true }
const handler: (req: IncomingMessage, res: ServerResponse) => void = createPreviewHandler(options)
// @ts-expect-error dir is required
createPreviewHandler({})
export { handler }
`

let consumer: string
let child: ChildProcess | undefined
let port: number

beforeAll(async () => {
  consumer = mkdtempSync(path.join(tmpdir(), 'routekit-consumer-'))
  const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', consumer], {
    cwd: CLI_PACKAGE,
    encoding: 'utf8',
  })
  expect(packed.status, packed.stderr).toBe(0)
  const tarball = readdirSync(consumer).find((name) => name.endsWith('.tgz'))!
  writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  )
  const installed = spawnSync(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', `./${tarball}`],
    { cwd: consumer, encoding: 'utf8' },
  )
  expect(installed.status, installed.stderr).toBe(0)
  cpSync(path.join(FIXTURES, 'maintenance-site'), path.join(consumer, 'site'), { recursive: true })
  writeFileSync(path.join(consumer, 'server.mjs'), SERVER)
  child = spawn(process.execPath, ['server.mjs', 'site'], { cwd: consumer, stdio: ['ignore', 'pipe', 'pipe'] })
  port = await new Promise<number>((done, fail) => {
    let out = ''
    child!.stdout!.on('data', (chunk) => {
      out += chunk
      if (out.includes('\n')) done(Number(out.trim()))
    })
    child!.on('exit', (code) => fail(new Error(`the server exited with ${code}`)))
  })
}, 120_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((done) => child!.once('exit', done))
  }
  rmSync(consumer, { recursive: true, force: true })
})

describe('@routekit/cli/preview from the packed tarball', () => {
  it('is installed outside the repo, with its types', () => {
    expect(path.relative(CLI_PACKAGE, consumer).startsWith('..')).toBe(true)
    expect(readdirSync(path.join(consumer, 'node_modules', '@routekit', 'cli', 'dist'))).toEqual(
      expect.arrayContaining(['preview.js', 'preview.d.ts']),
    )
  })

  it('serves the site in a plain node:http server, with the security headers', async () => {
    const page = await rawRequest(port, '/about')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(missingSecurityHeaders(page)).toEqual([])
    expect((await rawRequest(port, '/maintenance.log')).status).toBe(404)
    expect((await rawRequest(port, '/../package.json')).status).toBe(400)
  })

  it('obeys maintenance.json', async () => {
    expect(routekit(['maintenance', 'on', '--dir', 'site'], { cwd: consumer }).status).toBe(0)
    try {
      expect((await rawRequest(port, '/about')).headers.location).toBe('/construction?from=%2Fabout')
      expect((await rawRequest(port, '/construction')).status).toBe(503)
    } finally {
      expect(routekit(['maintenance', 'off', '--dir', 'site'], { cwd: consumer }).status).toBe(0)
    }
  })

  it('loads with require() too (Node 20.19 and 22.12 load an ES module so)', () => {
    const r = spawnSync(
      process.execPath,
      ['-e', "console.log(typeof require('@routekit/cli/preview').createPreviewHandler)"],
      { cwd: consumer, encoding: 'utf8' },
    )
    expect(r.stdout.trim()).toBe('function')
  })

  it('type-checks as documented', () => {
    writeFileSync(path.join(consumer, 'typed.ts'), TYPED)
    // No --skipLibCheck: the package's own .d.ts must hold without @routekit/router-core installed.
    const args = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--types',
      'node',
      '--typeRoots',
      path.join(CLI_PACKAGE, '../../node_modules/@types'),
      'typed.ts',
    ]
    const r = spawnSync(process.execPath, [TSC, ...args], { cwd: consumer, encoding: 'utf8' })
    expect(r.stdout + r.stderr).toBe('')
    expect(r.status).toBe(0)
  }, 60_000)
})
