import type { Plugin } from 'vite'
import { parseBuildFlag } from '../../config/maintenance/build-flag.js'
import { writeDefaultMaintenanceFile } from '../maintenance-default.js'
import type { RoutekitContext } from './context.js'

/**
 * `routekit:maintenance-file`: writes the flag the runtime polls into the
 * build (from `VITE_MAINTENANCE`, else routes.yaml's `maintenance.enabled`),
 * so a static host answers it with the file rather than a 404 (docs/maintenance.md).
 */
export function maintenanceFilePlugin(context: RoutekitContext): Plugin {
  return {
    name: 'routekit:maintenance-file',
    enforce: 'pre',

    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        const { resolvedConfig, config } = context
        const outDir = context.finishedOutDir(this, error)
        if (!resolvedConfig || !config || !outDir) return
        const enabled =
          parseBuildFlag(resolvedConfig.env.VITE_MAINTENANCE as string | undefined) ?? config.maintenance.enabled
        await writeDefaultMaintenanceFile(outDir, enabled, new Date(context.build.timestamp ?? Date.now()))
      },
    },
  }
}
