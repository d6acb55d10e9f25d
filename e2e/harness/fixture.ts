// The param-app fixture: a tiny app on @routekit/router-core with what the
// real site's routes.yaml does not declare, a param rule (/blog/:slug) and a
// redirect to another origin. The origin is only known once the stand-in
// external site listens, so routes.yaml is written from a template first.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, cleanViteEnv, viteBuild } from './build.js'

export const FIXTURE_DIR = join(ROOT, 'e2e/fixtures/param-app')

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
