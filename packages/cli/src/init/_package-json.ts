/** What `routekit init` adds to package.json when it is missing; routekit's packages are released together. */
export function routekitDependencies(version: string): {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
} {
  return {
    dependencies: { '@routekit/router-core': `^${version}`, 'react-router-dom': '^7.9.0' },
    devDependencies: { '@routekit/cli': `^${version}` },
  }
}

/**
 * package.json with the dependencies it lacks added, in its own indentation,
 * or null when it has them all. A package already in either list is left
 * alone, unless `local` (init's --from) names where it comes from: then its
 * spec becomes that `file:` one.
 */
export function addDependencies(
  text: string,
  version: string,
  local: Record<string, string> = {},
): { text: string; added: string[] } | null {
  const pkg = JSON.parse(text) as Record<string, unknown>
  const has = (name: string) =>
    [pkg.dependencies, pkg.devDependencies].some((deps) => typeof deps === 'object' && deps !== null && name in deps)
  const added: string[] = []
  const wanted = routekitDependencies(version)
  for (const field of ['dependencies', 'devDependencies'] as const) {
    for (const [name, declared] of Object.entries(wanted[field])) {
      const range = local[name] ?? declared
      const current = [pkg.dependencies, pkg.devDependencies]
        .map((deps) => (deps as Record<string, unknown> | undefined)?.[name])
        .find((v) => v !== undefined)
      if (has(name) && (local[name] === undefined || current === range)) continue
      if (has(name)) {
        // Replaced where it is declared, so it stays in the list the app put it in.
        const holder = [pkg.dependencies, pkg.devDependencies].find(
          (deps) => typeof deps === 'object' && deps !== null && name in deps,
        ) as Record<string, string>
        holder[name] = range
        added.push(`${name}@${range}`)
        continue
      }
      const deps = { ...((pkg[field] as Record<string, string> | undefined) ?? {}), [name]: range }
      pkg[field] = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)))
      added.push(`${name}@${range}`)
    }
  }
  if (added.length === 0) return null
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  '
  return { text: `${JSON.stringify(pkg, null, indent)}\n`, added }
}

/** The command `npm run preview` runs after init: the built site as production serves it (docs/deploy.md). */
export const PREVIEW_SCRIPT = 'routekit preview'

/**
 * package.json with `scripts.preview` set to `routekit preview` when it is
 * missing or create-vite's `vite preview` (no CSP, no maintenance gate), in
 * its own indentation; `kept` with the script when the app runs something
 * else there, which stays; null when it already runs routekit preview.
 */
export function setPreviewScript(text: string): { text: string; was: string | undefined } | { kept: string } | null {
  const pkg = JSON.parse(text) as Record<string, unknown>
  const scripts = (typeof pkg.scripts === 'object' && pkg.scripts !== null ? pkg.scripts : {}) as Record<
    string,
    unknown
  >
  const current = scripts.preview
  if (typeof current === 'string' && /^routekit preview\b/.test(current.trim())) return null
  if (typeof current === 'string' && current.trim() !== 'vite preview') return { kept: current }
  pkg.scripts = { ...scripts, preview: PREVIEW_SCRIPT }
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  '
  return { text: `${JSON.stringify(pkg, null, indent)}\n`, was: typeof current === 'string' ? current : undefined }
}
