// Global setup of the browser suite: everything the scenarios share, built and
// started once, on loopback and free ports, and stopped at the end.
//
// - the packages (only when their dist is stale; `npm test` has just built them);
// - the site built twice: with a demo Firebase config aimed at our Auth
//   emulator, and with no Firebase config at all (scenario 9);
// - the param-app fixture (param routes and an external redirect, which the
//   real site does not declare), aimed at a stand-in external site;
// - the Firebase Auth emulator from firebase-tools.
//
// A failure here does not abort the whole vitest run: it is handed to the
// tests, and every test that needs the broken piece fails with its message.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
// @ts-expect-error: a plain .mjs script shared with `npm start`, typed by its JSDoc.
import { startAuthEmulator } from '../scripts/_emulator.mjs'
import { missingBrowserMessage } from './harness/browser.js'
import { ROOT, buildSite, emulatorFirebaseEnv, ensurePackagesBuilt, noFirebaseEnv } from './harness/build.js'
import { startExternalSite } from './harness/external-site.js'
import { buildParamApp } from './harness/fixture.js'
import type { E2EContext } from './harness/context.js'
import { freePort } from './harness/processes.js'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
const firstLine = (text: string | undefined) => (text ?? '').split('\n', 1)[0]

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now()
  const log = (line: string) => process.stdout.write(`[e2e setup +${((Date.now() - started) / 1000).toFixed(1)}s] ${line}\n`)
  const work = mkdtempSync(join(tmpdir(), 'routekit-e2e-'))
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(work, { recursive: true, force: true })]
  const context: E2EContext = { work }

  const browserError = missingBrowserMessage()
  if (browserError) {
    // No build or emulator is worth starting: every test fails with this.
    context.fatal = browserError
    project.provide('e2e', context)
    return async () => rmSync(work, { recursive: true, force: true })
  }

  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()]
  const emulatorHost = `127.0.0.1:${port}`
  log(`starting the Firebase Auth emulator on ${emulatorHost}`)
  const emulator = startAuthEmulator({ port, hubPort, loggingPort, timeoutMs: 240_000 }).then(
    (handle: { url: string; stop: () => Promise<void> }) => {
      cleanups.push(() => handle.stop())
      context.emulator = { host: emulatorHost, url: handle.url }
      log('emulator ready')
    },
    (error: unknown) => {
      context.emulatorError = errorText(error)
      log(`emulator FAILED: ${firstLine(context.emulatorError)}`)
    },
  )

  const external = await startExternalSite()
  cleanups.push(() => external.close())
  context.external = { origin: external.origin }

  try {
    await ensurePackagesBuilt()
    log('packages built')
  } catch (error) {
    context.fatal = errorText(error)
    log(`FAILED: ${firstLine(context.fatal)}`)
  }

  if (!context.fatal) {
    const site = join(work, 'site')
    const bare = join(work, 'site-no-firebase')
    const fixture = join(work, 'param-app')
    // One build at a time: each already uses both cores, and the emulator starts meanwhile.
    try {
      await buildSite(site, emulatorFirebaseEnv(emulatorHost), 'site (Firebase emulator config)')
      context.site = site
      log('site built')
    } catch (error) {
      context.siteError = errorText(error)
      log(`site FAILED: ${firstLine(context.siteError)}`)
    }
    try {
      await buildSite(bare, noFirebaseEnv(), 'site (no Firebase config)')
      context.bareSite = bare
      log('site without Firebase config built')
    } catch (error) {
      context.bareSiteError = errorText(error)
      log(`site without Firebase config FAILED: ${firstLine(context.bareSiteError)}`)
    }
    try {
      await buildParamApp(fixture, external.origin)
      context.fixture = fixture
      log('param-app fixture built')
    } catch (error) {
      context.fixtureError = errorText(error)
      log(`param-app fixture FAILED: ${firstLine(context.fixtureError)}`)
    }
  }
  await emulator
  project.provide('e2e', context)
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s (root ${ROOT})`)

  return async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup()
      } catch {
        // Teardown goes on: one stuck piece must not leave the others running.
      }
    }
  }
}
