import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MAINTENANCE_FILE } from '../config/constants.js'
import { serializeMaintenanceFile } from '../config/maintenance/maintenance-file-text.js'

/** Who the build's own flag names, as `routekit maintenance status` shows it ("OFF since …, by routekit build"). */
export const BUILD_FLAG_AUTHOR = 'routekit build'

/**
 * Writes `maintenance.json` into a build's output when it has none (no file
 * in public/, none from an earlier step), saying what the build says:
 * `enabled: false` unless `VITE_MAINTENANCE` or routes.yaml switch
 * maintenance on. Without a file, every open tab's poll got a 404 from a
 * static host, a console error every 10 s (Lighthouse's Best Practices
 * counts it); with it, the poll gets a 304.
 *
 * The text comes from the one writer the CLI uses, so the file is exactly
 * what `routekit maintenance off` (or `on`, with no options) writes, and
 * `routekit maintenance on|off|status` work on it unchanged. The file is
 * created exclusively (`wx`): an existing one is never replaced.
 *
 * Returns whether it wrote the file.
 */
export async function writeDefaultMaintenanceFile(outDir: string, enabled: boolean, at: Date): Promise<boolean> {
  const out = serializeMaintenanceFile({ enabled, updatedAt: at.toISOString(), updatedBy: BUILD_FLAG_AUTHOR })
  // A flag built from a boolean and a Date always passes the schema; a failure here is a routekit bug, so say so.
  if (!out.ok) throw new Error(`routekit: the build's maintenance.json would not be valid (${out.error})`)
  try {
    await writeFile(join(outDir, MAINTENANCE_FILE), out.text, { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}
