import type { Plugin } from 'vite'
import { answerMissingMaintenanceFile } from '../dev-maintenance.js'

/** `routekit:dev-maintenance`: the dev server answers a missing `/maintenance.json` with 204, as `routekit preview` does. */
export function devMaintenancePlugin(): Plugin {
  return {
    name: 'routekit:dev-maintenance',
    enforce: 'pre',
    configureServer(server) {
      answerMissingMaintenanceFile(server)
    },
  }
}
