import { RoutekitError } from '../errors.js'

// Pure: the Vite plugin reads the flag at build time, the React half at run time; both import it from here.

/**
 * Reads `VITE_MAINTENANCE`: `true` or `false` (any case, spaces ignored);
 * unset or empty is undefined, so routes.yaml decides.
 *
 * @example parseBuildFlag(import.meta.env.VITE_MAINTENANCE)
 */
export function parseBuildFlag(value: string | boolean | undefined): boolean | undefined {
  if (typeof value === 'boolean') return value
  const text = value?.trim().toLowerCase()
  if (text === undefined || text === '') return undefined
  if (text === 'true') return true
  if (text === 'false') return false
  throw new RoutekitError(
    'RK711',
    `VITE_MAINTENANCE is ${JSON.stringify(value)}, but it must be "true" or "false". Fix it in the .env file or the build environment, or unset it to let routes.yaml decide.`,
  )
}
