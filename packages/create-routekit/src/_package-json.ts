import { readFileSync } from 'node:fs'
import type { Template } from './_args.js'

const own = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * The created site's package.json. routekit's packages are released together,
 * so the site asks for create-routekit's own version of them, unless `local`
 * names where each comes from (`--from`: `file:` specs).
 */
export function sitePackageJson(
  name: string,
  template: Template,
  local: Record<string, string> = {},
): Record<string, unknown> {
  const firebase = template === 'firebase'
  const routekit = `^${own.version}`
  return {
    name,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: {
      dev: 'vite',
      build: 'vite build',
      // The Auth emulator in the preview's Content-Security-Policy, as the dev build talks to it.
      preview: firebase ? 'routekit preview --auth-emulator' : 'routekit preview',
      validate: 'routekit validate',
      maintenance: 'routekit maintenance',
      typecheck: 'tsc --noEmit',
      // The Firebase CLI is large, so it is fetched on first use rather than installed with the site.
      ...(firebase
        ? { emulators: `npx --yes firebase-tools@15 emulators:start --only auth --project demo-${name}` }
        : {}),
    },
    dependencies: {
      '@routekit/router-core': local['@routekit/router-core'] ?? routekit,
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      'react-router-dom': '^7.9.0',
      ...(firebase ? { firebase: '^12.0.0' } : {}),
    },
    devDependencies: {
      '@routekit/cli': local['@routekit/cli'] ?? routekit,
      '@types/react': '^19.2.0',
      '@types/react-dom': '^19.2.0',
      '@vitejs/plugin-react': '^6.0.0',
      typescript: '~5.9.3',
      vite: '^8.0.0',
    },
  }
}

/** create-routekit's own version. */
export const VERSION = own.version
