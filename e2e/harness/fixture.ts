// The suite's fixture apps on @routekit/router-core. param-app: what the real
// site's routes.yaml does not declare, a param rule (/blog/:slug) and a
// redirect to another origin; the origin is only known once the stand-in
// external site listens, so routes.yaml is written from a template first.
// maintenance-app: prerendered pages with each documented maintenance source.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, cleanViteEnv, viteBuild } from './build.js'

export const FIXTURE_DIR = join(ROOT, 'e2e/fixtures/param-app')
const MAINTENANCE_APP_DIR = join(ROOT, 'e2e/fixtures/maintenance-app')

/** The maintenance-app builds, one per main module (`src/<name>.tsx`), by folder. */
export interface MaintenanceApps {
  /** main.tsx: createMaintenanceFile() and hydrateApp(), as the docs show them. */
  file: string
  /** main-lazy.tsx: the same with createLazyMaintenanceFile(). */
  lazy: string
  /** main-top-level-await.tsx: createMaintenanceFile() with hydrateApp() awaited at the module's top level. */
  topLevelAwait: string
}

/** Builds the fixture into `outDir`, redirecting `/ext` to `${externalOrigin}/landing`. */
export async function buildParamApp(outDir: string, externalOrigin: string): Promise<void> {
  const routesFile = `${outDir}.routes.yaml`
  const template = readFileSync(join(FIXTURE_DIR, 'routes.template.yaml'), 'utf8')
  writeFileSync(routesFile, template.replaceAll('{{EXTERNAL}}', externalOrigin))
  await viteBuild({
    cwd: FIXTURE_DIR,
    outDir,
    configFile: join(FIXTURE_DIR, 'vite.config.ts'),
    env: cleanViteEnv({ ROUTEKIT_E2E_ROUTES: routesFile }),
    what: 'param-app fixture',
  })
}

/** Builds the maintenance-app fixture once per main module, one build at a time, into folders under `outDir`. */
export async function buildMaintenanceApps(outDir: string): Promise<MaintenanceApps> {
  const mains = { file: 'main', lazy: 'main-lazy', topLevelAwait: 'main-top-level-await' } as const
  const dirs = {} as MaintenanceApps
  for (const [key, main] of Object.entries(mains) as Array<[keyof MaintenanceApps, string]>) {
    dirs[key] = join(outDir, main)
    await viteBuild({
      cwd: MAINTENANCE_APP_DIR,
      outDir: dirs[key],
      configFile: join(MAINTENANCE_APP_DIR, 'vite.config.ts'),
      env: cleanViteEnv({ ROUTEKIT_E2E_MAIN: main }),
      what: `maintenance-app fixture (src/${main}.tsx)`,
    })
  }
  return dirs
}
