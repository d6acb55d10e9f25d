#!/usr/bin/env node
// `npm start`: build the site when it is missing or stale, start the Firebase
// Auth emulator (unless .env names a real project), and serve the site with
// `routekit preview`. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { demoFirebaseEnv, startAuthEmulator, EMULATOR_PROJECT } from './_emulator.mjs'

const root = new URL('..', import.meta.url).pathname
const dist = join(root, 'apps/site/dist')
const port = process.env.PORT ?? '4173'

/** Reads KEY=VALUE lines of the root .env, if there is one. */
function readDotEnv() {
  const file = join(root, '.env')
  if (!existsSync(file)) return {}
  const env = {}
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (m && !line.trimStart().startsWith('#')) env[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return env
}

function newestMtime(path) {
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  let newest = s.mtimeMs
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue
    newest = Math.max(newest, newestMtime(join(path, name)))
  }
  return newest
}

const dotEnv = readDotEnv()
const realProject = Boolean(
  dotEnv.VITE_FIREBASE_API_KEY && dotEnv.VITE_FIREBASE_PROJECT_ID && !dotEnv.VITE_FIREBASE_AUTH_EMULATOR_HOST,
)
const emulatorHost = '127.0.0.1:9099'
const buildEnv = realProject ? {} : demoFirebaseEnv(emulatorHost)
const stampFile = join(dist, '.routekit-build.json')
const stamp = JSON.stringify({ backend: realProject ? 'real' : 'emulator' })
const sources = [
  'routes.yaml',
  'apps/site/src',
  'apps/site/index.html',
  'apps/site/public',
  'packages/router-core/src',
  '.env',
]
  .map((p) => join(root, p))
  .filter(existsSync)
const stale =
  !existsSync(join(dist, 'index.html')) ||
  !existsSync(stampFile) ||
  readFileSync(stampFile, 'utf8') !== stamp ||
  Math.max(...sources.map(newestMtime)) > statSync(stampFile).mtimeMs

if (stale) {
  console.log('routekit: building the site (missing or stale)…')
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...buildEnv } })
  if (r.status !== 0) {
    console.error('routekit: the build failed; see the output above.')
    process.exit(1)
  }
  ;(await import('node:fs')).writeFileSync(stampFile, stamp)
}

const children = []
let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 300).unref()
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

if (!realProject) {
  const emulator = await startAuthEmulator({ port: 9099, log: (line) => process.stdout.write(line) })
  children.push(emulator.child)
  emulator.child.on('exit', (code) => {
    if (!stopping) {
      console.error(`routekit: the Auth emulator stopped (exit ${code}).`)
      stop(1)
    }
  })
}

const preview = spawn(
  process.execPath,
  [join(root, 'packages/cli/dist/index.cjs'), 'preview', '--dir', dist, '--port', port],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(realProject ? {} : { VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost }) },
  },
)
children.push(preview)
preview.on('exit', (code) => {
  if (!stopping) stop(code ?? 1)
})

console.log(
  realProject
    ? `\nroutekit: site on http://127.0.0.1:${port}/ · backend: the Firebase project in .env (${dotEnv.VITE_FIREBASE_PROJECT_ID})`
    : `\nroutekit: site on http://127.0.0.1:${port}/ · backend: Firebase Auth emulator at http://${emulatorHost} (project ${EMULATOR_PROJECT}); Firestore is not emulated here\nPress Ctrl-C to stop.`,
)
