// Issue 25, outside-in: `create-routekit --template firebase`, outside the repository. The site builds against the
// Firebase Auth emulator (firebase-tools from this repository, as `npm start` runs it), validates and typechecks, and in
// Chromium a signed-out visitor of /account goes to /login, creates an account there and comes back signed in.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script shared with `npm start`, typed by its JSDoc.
import { startAuthEmulator } from '../../scripts/_emulator.mjs'
import { launchBrowser } from '../harness/browser.js'
import { freePort, stopProcess } from '../harness/processes.js'
import { startPreview } from './_browser-check.js'
import { ok, outsideRoot, run, tarball, userEnv } from './_outside.js'

let site: string
let emulator: { stop(): Promise<void> } | undefined
let emulatorHost: string

beforeAll(async () => {
  const work = path.join(outsideRoot(), 'firebase')
  mkdirSync(work, { recursive: true })
  ok(
    run(
      'npm',
      [
        'exec',
        '--yes',
        '--package',
        tarball('create-routekit'),
        '--',
        'create-routekit',
        'fb-site',
        '--template',
        'firebase',
        '--no-install',
      ],
      work,
    ),
    'create-routekit',
  )
  site = path.join(work, 'fb-site')
  ok(run('npm', ['install', tarball('routekit-router-core'), tarball('routekit-cli')], site), 'npm install')
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()]
  emulator = (await startAuthEmulator({ port, hubPort, loggingPort })) as { stop(): Promise<void> }
  emulatorHost = `127.0.0.1:${port}`
})
afterAll(async () => {
  await emulator?.stop()
})

describe('a site made with --template firebase, outside the repository', () => {
  it('builds for the Auth emulator, validates and typechecks', () => {
    // The emulator's demo project; .env.development holds the same for `npm run dev`.
    const env = userEnv({ VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, VITE_FIREBASE_PROJECT_ID: 'demo-routekit' })
    ok(run('npm', ['run', 'build'], site, env), 'npm run build')
    expect(ok(run('npx', ['routekit', 'validate'], site), 'validate').stdout).toBe(
      '✔ routes.yaml is valid: 6 routes, 0 redirects\n',
    )
    ok(run('npx', ['tsc', '--noEmit'], site), 'tsc --noEmit')
  })

  it('sends a signed-out visitor of /account to /login, which creates an account and sends them back', async () => {
    const { origin, child } = await startPreview(site, ['--auth-emulator', emulatorHost])
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await page.goto(`${origin}/account`)
      await page.waitForURL(/\/login\?redirect=%2Faccount$/)
      const email = `fb-${Date.now()}@example.com`
      await page.fill('input[name=email]', email)
      await page.fill('input[name=password]', 'correct-horse-42')
      await page.click('button[value=create]')
      await page.waitForURL(/\/account$/)
      await expect
        .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
        .toContain(`Signed in as ${email}`)
    } finally {
      await browser.close()
      await stopProcess(child)
    }
  })
})
