import { pageModuleKeys } from '@routekit/router-core/node'

/** The page keys a starter routes.yaml gets from the modules in `dir`: not private (`_error.tsx`), and usable as a key. */
export function pageKeysIn(dir: string): string[] {
  return pageModuleKeys(dir).filter((key) => !key.startsWith('_') && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(key))
}

/** The page keys that stand for the home page, in the order tried. */
const HOME_KEYS = ['index', 'home']

/**
 * A starter routes.yaml: one route per page key, the home page first at `/`, and
 * `maintenanceKey`'s page as the maintenance route. Every route renders on its
 * own (`layout: none`), since init cannot know the app's layouts.
 */
export function starterRoutes(keys: readonly string[], maintenanceKey: string, schema: string): string {
  const home = HOME_KEYS.find((k) => keys.includes(k))
  const ordered = home === undefined ? keys : [home, ...keys.filter((k) => k !== home)]
  const routes = ordered.map((key) => {
    const routePath = key === home ? '/' : `/${key}`
    return `  - path: ${routePath}\n    name: ${key}\n    page: ${key}\n    layout: none${key === maintenanceKey ? ' # the maintenance page renders on its own' : ''}\n`
  })
  return `# yaml-language-server: $schema=${schema}
#
# routes.yaml: every page of this site, in one place. Written by routekit init
# from the page modules it found; each route names its page module (page:) and
# a layout ("none" renders the page on its own). Declare your layouts and guards,
# register them in main.tsx, and check this file with \`npx routekit validate\`.
version: 1

layouts: [] # "none" is built in
guards: []

maintenance:
  enabled: false # switch it on a built site, no rebuild: \`npx routekit maintenance on\`
  route: /${maintenanceKey}

routes:
${routes.join('\n')}`
}

/** The maintenance page init writes when the app has none. */
export const MAINTENANCE_PAGE = `import { useMaintenance } from '@routekit/router-core/react'

/** The maintenance route: every other path comes here while maintenance is on. */
export default function Maintenance() {
  // What \`routekit maintenance on --message "..." --until 2h\` wrote into maintenance.json.
  const { message, until } = useMaintenance()
  const back = until === undefined || Number.isNaN(Date.parse(until)) ? undefined : new Date(until)
  return (
    <main>
      <h1>Back soon</h1>
      <p>{message ?? 'We are updating the site. Please come back in a few minutes.'}</p>
      {back && (
        <p>
          Expected back by <time dateTime={back.toISOString()}>{back.toLocaleString()}</time>.
        </p>
      )}
    </main>
  )
}
`
