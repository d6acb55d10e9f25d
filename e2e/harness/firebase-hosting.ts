// Serving a built site with the Firebase Hosting emulator (firebase-tools) and
// the `hosting` section `routekit hosting firebase` writes: offline, with a
// demo- project, on free loopback ports. The emulator runs in its own process
// group and is stopped by its PID.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error: a plain .mjs script shared with `npm start`, typed by its JSDoc.
import { EMULATOR_PROJECT } from '../../scripts/_emulator.mjs'
import { ROOT } from './build.js'
import { freePort } from './processes.js'
import { routekit, type Served } from './serve.js'

export interface FirebaseServed extends Served {
  /** The firebase.json the emulator runs on (the generated `hosting`, plus `emulators`). */
  config: string
  /** What `routekit hosting firebase` printed (what it cannot do, on stderr). */
  generated: string
}

/**
 * Writes `emulators` into a new firebase.json, lets `routekit hosting firebase`
 * merge its `hosting` section into it (every other key kept), and starts
 * `firebase emulators:start --only hosting` on it.
 */
export async function serveFirebaseHosting(
  dir: string,
  extra: readonly string[] = [],
  timeoutMs = 120_000,
): Promise<FirebaseServed> {
  const prefix = mkdtempSync(join(tmpdir(), 'routekit-firebase-'))
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()]
  const config = join(prefix, 'firebase.json')
  const emulators = {
    hosting: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: hubPort },
    logging: { host: '127.0.0.1', port: loggingPort },
    ui: { enabled: false },
    singleProjectMode: true,
  }
  writeFileSync(config, JSON.stringify({ emulators }))
  const generated = await routekit(['hosting', 'firebase', '--dir', dir, '--out', config, ...extra])
  if (generated.code !== 0)
    throw new Error(`routekit hosting firebase failed (exit ${generated.code}):\n${generated.output}`)
  if (JSON.stringify(JSON.parse(readFileSync(config, 'utf8')).emulators) !== JSON.stringify(emulators)) {
    throw new Error(`routekit hosting firebase did not keep the emulators section of ${config}`)
  }
  const child = spawn(
    join(ROOT, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'hosting', '--project', EMULATOR_PROJECT, '--config', config],
    {
      cwd: prefix,
      stdio: ['ignore', 'pipe', 'pipe'],
      // TMPDIR keeps the hub's locator file private to this run (as the Auth emulator's start does).
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true', TMPDIR: prefix },
      detached: true,
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const origin = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const kill = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal)
        } catch {
          // The group has already gone.
        }
      }
      kill('SIGINT')
      const timer = setTimeout(() => kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(`${origin}/favicon.svg`)
      break
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop()
        throw new Error(`The Firebase Hosting emulator did not answer on ${origin}: ${String(error)}\n${output}`, {
          cause: error,
        })
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return {
    url: `${origin}/`,
    origin,
    dir,
    child,
    config,
    generated: generated.output,
    output: () => output,
    async stop() {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
