/**
 * Reads the public Firebase web config from the build's environment. Pure and
 * tiny: it ships in the first load, so the site can tell "not configured"
 * without downloading the Firebase SDK.
 */

/** Logged, verbatim, when any of the six public config values is missing. */
export const MISSING_CONFIG_MESSAGE =
  'Firebase config is missing or incomplete. Check your .env file and apps/site/vite.config.ts'

/** Config field to the `VITE_` variable that carries it. */
export const FIREBASE_ENV_KEYS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const

export type FirebaseWebConfig = { -readonly [K in keyof typeof FIREBASE_ENV_KEYS]: string }

export interface FirebaseSettings {
  config: FirebaseWebConfig
  /** `host:port` of the Auth emulator, from `VITE_FIREBASE_AUTH_EMULATOR_HOST`. */
  authEmulatorHost: string | null
  /** `host:port` of the Firestore emulator, from `VITE_FIRESTORE_EMULATOR_HOST`. */
  firestoreEmulatorHost: string | null
  /**
   * False for a `demo-` project with no Firestore emulator: such a project has
   * no real database, so data features say they are unavailable instead of
   * waiting for a server that does not exist.
   */
  dataAvailable: boolean
}

/** The environment as Vite exposes it (`import.meta.env`), or any plain record in tests. */
export type FirebaseEnv = Readonly<Record<string, unknown>>

export type ReadSettingsResult = { ok: true; settings: FirebaseSettings } | { ok: false; missing: string[] }

/**
 * Picks the Firebase settings out of `env`. Fails, naming the variables, when
 * any of the six public config values is missing or blank.
 *
 * @example readFirebaseSettings(import.meta.env)
 */
export function readFirebaseSettings(env: FirebaseEnv): ReadSettingsResult {
  const missing: string[] = []
  const config = {} as FirebaseWebConfig
  for (const [field, key] of Object.entries(FIREBASE_ENV_KEYS) as [keyof FirebaseWebConfig, string][]) {
    const value = _text(env[key])
    if (value === null) missing.push(key)
    else config[field] = value
  }
  if (missing.length > 0) return { ok: false, missing }
  const authEmulatorHost = _host(env.VITE_FIREBASE_AUTH_EMULATOR_HOST)
  const firestoreEmulatorHost = _host(env.VITE_FIRESTORE_EMULATOR_HOST)
  const dataAvailable = firestoreEmulatorHost !== null || !config.projectId.startsWith('demo-')
  return { ok: true, settings: { config, authEmulatorHost, firestoreEmulatorHost, dataAvailable } }
}

function _text(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** Accepts `127.0.0.1:9099` or `http://127.0.0.1:9099/`; answers `127.0.0.1:9099`. */
function _host(value: unknown): string | null {
  const text = _text(value)
  if (text === null) return null
  return text.replace(/^https?:\/\//, '').replace(/\/+$/, '')
}
