import { cspSourceProblem, EMULATOR_HOST_VARIABLES, emulatorOrigin } from '@routekit/router-core'
import { UsageError } from './_errors.js'

/** `--auth-emulator [host:port]` and the like: the emulator's http origin, from the option, else the environment; none when neither is set. */
export function emulatorOrigins(
  option: string | true | undefined,
  env: string | undefined,
  fallback: string,
  flag: string,
): string[] {
  const value = option === true ? fallback : (option ?? (env?.trim() || undefined))
  if (value === undefined) return []
  const origin = emulatorOrigin(value)
  if (origin === null)
    throw new UsageError(`${flag} ${JSON.stringify(value)} is not host:port. Give it as ${fallback}.`)
  return [origin]
}

/**
 * `--connect-src <origin>`: an http(s) or wss origin, else a usage error. It goes into every host's config as a CSP
 * source, so it is held to the rule routes.yaml's `csp` sources are (cspSourceProblem()): the URL parser takes a host
 * such as `a";b` that a config would read as syntax.
 */
export function connectOrigin(input: string): string {
  let origin: string | undefined
  try {
    const url = new URL(input)
    if (
      (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'wss:') &&
      url.origin === input.replace(/\/$/, '')
    )
      origin = url.origin
  } catch {
    /* fall through */
  }
  if (origin !== undefined) {
    const problem = cspSourceProblem('connect-src', origin)
    if (problem === null) return origin
    throw new UsageError(`--connect-src ${JSON.stringify(input)}: ${problem.code} ${problem.detail}`)
  }
  throw new UsageError(
    `--connect-src ${JSON.stringify(input)} is not an origin. Give one such as https://api.example.com (scheme and host, no path).`,
  )
}

/** The CSP options `preview` and `hosting` share. */
export interface ConnectSrcOptions {
  authEmulator?: string | true
  firestoreEmulator?: string | true
  connectSrc?: string[]
}

/** The extra `connect-src` origins those options (or the emulator hosts in the environment) ask for. */
export function connectSrcOf(options: ConnectSrcOptions, env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    ...emulatorOrigins(options.authEmulator, env[EMULATOR_HOST_VARIABLES.auth], '127.0.0.1:9099', '--auth-emulator'),
    ...emulatorOrigins(
      options.firestoreEmulator,
      env[EMULATOR_HOST_VARIABLES.firestore],
      '127.0.0.1:8080',
      '--firestore-emulator',
    ),
    ...(options.connectSrc ?? []).map(connectOrigin),
  ]
}
