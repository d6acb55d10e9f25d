// One `routekit preview` per test file, on a fresh copy of the built-site
// fixture, with the two ways the tests talk to it: node:http and raw TCP.
import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { makeSite } from './_maintenance-fixture.js'
import { BIN } from './_run.js'

export interface HttpAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export interface PreviewServer {
  /** The temp folder: the served fixture is `ws.site`, and the CLI runs in `ws.root`. */
  ws: ReturnType<typeof makeSite>
  child: ChildProcess
  /** http://127.0.0.1:<port>, read from the first line the server prints. */
  base: URL
  /** That first line, as printed. */
  startLine: string
  /** Everything the server has printed to stderr so far (warnings). */
  stderr(): string
  /** How many descriptors the server process holds now (Linux /proc). */
  openFds(): number
  /** Polls until the server holds at most `want` descriptors or `ms` pass; returns the last count. */
  fdsSettle(want: number, ms: number): Promise<number>
  /** A GET through node:http, which sends the path as given, so `..` and `%00` reach the server unnormalised. */
  get(target: string, headers?: Record<string, string>): Promise<HttpAnswer>
  /** Sends `METHOD target HTTP/1.1` byte for byte over TCP and reads the whole answer. */
  raw(target: string, method?: string): Promise<RawAnswer>
  /** Stops the server unless a test already has, then removes the temp folder. */
  stop(): Promise<void>
}

export interface PreviewLaunch {
  /** More CLI options, such as ['--max-connections', '4']. */
  args?: string[]
  /** Run the server as this user (and the group of the same number), such as 65534 (nobody). */
  uid?: number
  /** Start the server under `ulimit -n <maxFiles>`. */
  maxFiles?: number
}

/**
 * Starts `routekit preview --port 0 --dir site` in a fresh copy of the fixture.
 * `prepare` runs on the copy before the server starts, to plant files around it.
 */
export async function startPreview(
  prepare?: (ws: ReturnType<typeof makeSite>) => void,
  launch: PreviewLaunch = {},
): Promise<PreviewServer> {
  const ws = makeSite()
  prepare?.(ws)
  // Emulator variables from the outer shell would add origins to the CSP that the snapshots do not expect.
  const env = { ...process.env }
  delete env.VITE_FIREBASE_AUTH_EMULATOR_HOST
  delete env.VITE_FIRESTORE_EMULATOR_HOST
  const args = [BIN, 'preview', '--port', '0', '--dir', 'site', ...(launch.args ?? [])]
  // With a descriptor limit, a shell sets it and then becomes node (exec), so child.pid is the server's.
  const child = launch.maxFiles
    ? spawn('sh', ['-c', `ulimit -n ${launch.maxFiles} && exec "$0" "$@"`, process.execPath, ...args], {
        cwd: ws.root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, args, {
        cwd: ws.root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(launch.uid !== undefined && { uid: launch.uid, gid: launch.uid }),
      })
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  const startLine = await new Promise<string>((done, fail) => {
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
      if (out.includes('\n')) done(out)
    })
    child.on('exit', (code) => fail(new Error(`preview exited with ${code}`)))
  }).catch((error: unknown) => {
    // No handle reaches the caller's afterAll, so the temp folder goes here.
    ws.cleanup()
    throw error
  })
  const base = new URL(/http:\/\/\S+/.exec(startLine)![0])
  const openFds = () => readdirSync(`/proc/${child.pid}/fd`).length
  return {
    ws,
    child,
    base,
    startLine,
    stderr: () => stderr,
    openFds,
    async fdsSettle(want, ms) {
      const end = Date.now() + ms
      let now = openFds()
      while (now > want && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 50))
        now = openFds()
      }
      return now
    },
    get: (target, headers = {}) => _get(base, target, headers),
    raw: (target, method = 'GET') => _raw(base, target, method),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((done) => child.once('exit', done))
      }
      ws.cleanup()
    },
  }
}

function _get(base: URL, target: string, headers: Record<string, string>): Promise<HttpAnswer> {
  return new Promise((done, fail) => {
    const req = request({ host: base.hostname, port: base.port, path: target, method: 'GET', headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', fail)
    req.end()
  })
}

function _raw(base: URL, target: string, method: string): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const socket = connect(Number(base.port), base.hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${base.hostname}\r\nConnection: close\r\n\r\n`),
    )
    const chunks: Buffer[] = []
    socket.on('data', (c) => chunks.push(c))
    socket.on('error', fail)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
      }
      done({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') })
    })
  })
}
