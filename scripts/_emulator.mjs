// Starts the Firebase Auth emulator from firebase-tools on loopback, with a
// demo- project so it needs no credentials and no network. Shared by
// `npm start` and the browser suite.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const EMULATOR_PROJECT = 'demo-routekit'

/**
 * The site's public Firebase config for the demo project, pointed at the Auth
 * emulator on `emulatorHost`: what `npm start` builds with when .env names no
 * real project, and what `npm run lighthouse` measures.
 */
export function demoFirebaseEnv(emulatorHost) {
  return {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${EMULATOR_PROJECT}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    VITE_FIREBASE_STORAGE_BUCKET: `${EMULATOR_PROJECT}.appspot.com`,
    VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  }
}
const root = new URL('..', import.meta.url).pathname

/**
 * @param {{ port: number, hubPort?: number, loggingPort?: number, log?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({
  port,
  hubPort = 4400,
  loggingPort = 4500,
  log = () => {},
  timeoutMs = 120_000,
}) {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-emulator-'))
  const config = join(dir, 'firebase.json')
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  )
  const bin = join(root, 'node_modules/.bin/firebase')
  const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', config], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // TMPDIR keeps the hub's locator file (tmpdir/hub-<project>.json) private to this run, so
    // `npm start` and the browser suite can run side by side without warnings.
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true', TMPDIR: dir },
    detached: false,
  })
  let output = ''
  const onData = (chunk) => {
    output += chunk
    log(String(chunk))
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The Firebase Auth emulator exited with code ${child.exitCode} before it was ready:\n${output}`)
    try {
      const res = await fetch(`${url}/`)
      if (res.ok) break
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL')
    throw new Error(`The Firebase Auth emulator did not answer on ${url} within ${timeoutMs} ms:\n${output}`)
  }
  const removeDir = () => rmSync(dir, { recursive: true, force: true })
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(removeDir())
      child.once('exit', () => resolve(removeDir()))
      child.kill('SIGINT')
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
    })
  return { child, url, stop }
}
