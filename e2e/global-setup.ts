// Global setup of the browser suite: everything the scenarios share, built and
// started once, on loopback and free ports, and stopped at the end.
//
// At once (awaited): the browser check, the packages (rebuilt only when their
// dist is stale; `npm test` has just built them, and the CLI tests must not see
// dist change under them), and the stand-in external site.
//
// In the background (see harness/context.ts), each piece reporting through a
// status file that the e2e tests wait for:
// - the site built twice: with a demo Firebase config aimed at our Auth
//   emulator, and with no Firebase config at all (scenario 9);
// - the param-app fixture (a param rule and an external redirect, which the
//   real site does not declare), aimed at the stand-in external site;
// - the maintenance-app fixture, prerendered, once per maintenance source;
// - the Firebase Auth emulator from firebase-tools.
//
// A failure does not abort the whole vitest run: it is handed to the tests,
// and every test that needs the broken piece fails with its message.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
// @ts-expect-error: a plain .mjs script shared with `npm start`, typed by its JSDoc.
import { startAuthEmulator } from '../scripts/_emulator.mjs'
import { missingBrowserMessage } from './harness/browser.js'
import { buildSite, emulatorFirebaseEnv, ensurePackagesBuilt, noFirebaseEnv } from './harness/build.js'
import { statusFile, type E2EContext, type Piece, type Pieces } from './harness/context.js'
import { startExternalSite } from './harness/external-site.js'
import { buildMaintenanceApps, buildParamApp } from './harness/fixture.js'
import { freePort } from './harness/processes.js'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
const firstLine = (text: string) => text.split('\n', 1)[0]

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now()
  const log = (line: string) =>
    process.stdout.write(`[e2e setup +${((Date.now() - started) / 1000).toFixed(1)}s] ${line}\n`)
  const work = mkdtempSync(join(tmpdir(), 'routekit-e2e-'))
  const statusDir = join(work, 'status')
  mkdirSync(statusDir)
  const context: E2EContext = { work, statusDir }
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(work, { recursive: true, force: true })]
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup()
      } catch {
        // Teardown goes on: one stuck piece must not leave the others running.
      }
    }
  }

  context.fatal = missingBrowserMessage()
  if (!context.fatal) {
    try {
      await ensurePackagesBuilt()
    } catch (error) {
      context.fatal = errorText(error)
    }
  }
  if (context.fatal) {
    log(`FAILED: ${firstLine(context.fatal)}`)
    project.provide('e2e', context)
    return teardown
  }

  const external = await startExternalSite()
  cleanups.push(() => external.close())
  context.external = { origin: external.origin }

  /** Runs one background job and records its outcome for the tests. */
  const report = async <K extends Piece>(piece: K, job: () => Promise<Pieces[K]>): Promise<void> => {
    try {
      const value = await job()
      writeFileSync(statusFile(statusDir, piece), JSON.stringify({ value }))
      log(`${piece} ready`)
    } catch (error) {
      writeFileSync(statusFile(statusDir, piece), JSON.stringify({ error: errorText(error) }))
      log(`${piece} FAILED: ${firstLine(errorText(error))}`)
    }
  }

  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()]
  const emulatorHost = `127.0.0.1:${port}`
  context.emulatorHost = emulatorHost
  const emulator = report('emulator', async () => {
    // A loaded machine can take over a minute; the default two would be tight.
    const handle: { url: string; stop: () => Promise<void> } = await startAuthEmulator({
      port,
      hubPort,
      loggingPort,
      timeoutMs: 240_000,
    })
    cleanups.push(() => handle.stop())
    return { host: emulatorHost, url: handle.url }
  })
  // One build at a time: each can use both cores, and the unit tests run meanwhile.
  const builds = (async () => {
    await report('site', async () => {
      const dir = join(work, 'site')
      await buildSite(dir, emulatorFirebaseEnv(emulatorHost), 'site (Firebase emulator config)')
      return dir
    })
    await report('bareSite', async () => {
      const dir = join(work, 'site-no-firebase')
      await buildSite(dir, noFirebaseEnv(), 'site (no Firebase config)')
      return dir
    })
    await report('fixture', async () => {
      const dir = join(work, 'param-app')
      await buildParamApp(dir, external.origin)
      return dir
    })
    await report('maintenanceApp', () => buildMaintenanceApps(join(work, 'maintenance-app')))
  })()
  const background = Promise.all([emulator, builds])
  log(`building the site and starting the Firebase Auth emulator on ${emulatorHost} in the background`)

  project.provide('e2e', context)
  return async () => {
    // Never remove a folder a build is still writing, or leave an emulator starting.
    await background
    await teardown()
  }
}
