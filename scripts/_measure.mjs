// What `npm run lighthouse` and bench/inspector-cost.mjs share: the served
// build and the way a set of runs is summed up.
import { spawn } from 'node:child_process'

const cli = new URL('../packages/cli/dist/index.cjs', import.meta.url).pathname

/** Starts `routekit preview` on a free loopback port; resolves with its URL and a stop function. */
export function startPreview(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'preview', '--dir', dir, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, stop: () => child.kill('SIGTERM') })
    })
    child.on('exit', (code) => reject(new Error(`routekit preview exited (${code}) before it listened:\n${out}`)))
  })
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/** "median [min–max]", rounded, or to `digits` decimals. */
export const spread = (xs, digits = 0) => {
  const f = (x) => (digits ? x.toFixed(digits) : String(Math.round(x)))
  return `${f(median(xs))} [${f(Math.min(...xs))}–${f(Math.max(...xs))}]`
}
