/** The package managers create-routekit installs with. */
export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'

/**
 * The package manager that ran us, from `npm_config_user_agent` (set by npm,
 * pnpm, yarn and bun for the scripts and bins they run: "pnpm/9.1.0 npm/? node/v22..."). npm otherwise.
 */
export function detectPackageManager(
  userAgent: string | undefined = process.env.npm_config_user_agent,
): PackageManager {
  const name = userAgent?.split(' ')[0]?.split('/')[0]
  return name === 'pnpm' || name === 'yarn' || name === 'bun' ? name : 'npm'
}

/** The command that runs a package.json script: `npm run dev`, `pnpm dev`. */
export function runScript(pm: PackageManager, script: string): string {
  return pm === 'npm' ? `npm run ${script}` : `${pm} ${script}`
}
