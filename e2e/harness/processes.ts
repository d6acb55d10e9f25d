// Child processes and ports for the browser suite. Every server listens on
// 127.0.0.1, on a port the OS hands out, and is stopped by whoever started it.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { stripVTControlCharacters } from 'node:util'

/** Asks the OS for a free loopback port (listen on 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

export interface RunResult {
  code: number | null
  output: string
}

/** Runs a command to its end and returns its exit code and combined output. */
export function runCommand(
  cmd: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<RunResult> {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => done({ code: -1, output: `${output}\n${error.message}` }))
    child.on('close', (code) => done({ code, output }))
  })
}

/**
 * Starts a long-running process and resolves once `ready` matches its output
 * (stdout or stderr, colour codes removed: a tool that sees FORCE_COLOR, as
 * under CI, paints `Local:` in pieces), with the match. Rejects with the output so far when the
 * process exits first or `timeoutMs` passes.
 */
export function startProcess(
  cmd: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs?: number; what: string },
): Promise<{ child: ChildProcess; match: RegExpMatchArray; output: () => string }> {
  const { ready, timeoutMs = 30_000, what } = options
  return new Promise((done, reject) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let settled = false
    const timer = setTimeout(() => fail(`${what} printed nothing matching ${ready} within ${timeoutMs} ms`), timeoutMs)
    const fail = (why: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${why}.\nCommand: ${cmd} ${args.join(' ')}\nOutput:\n${output || '(none)'}`))
    }
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = ready.exec(stripVTControlCharacters(output))
      if (match && !settled) {
        settled = true
        clearTimeout(timer)
        done({ child, match, output: () => output })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('error', (error) => fail(`${what} could not start: ${error.message}`))
    child.on('exit', (code) => fail(`${what} exited with code ${code} before it was ready`))
  })
}

/** Stops a child with SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
export function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      done()
    })
    child.kill('SIGTERM')
  })
}
