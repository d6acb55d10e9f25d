/** What `routekit init` adds to package.json when it is missing; routekit's packages are released together. */
export function routekitDependencies(version: string): { dependencies: Record<string, string>; devDependencies: Record<string, string> } {
  return {
    dependencies: { '@routekit/router-core': `^${version}`, 'react-router-dom': '^7.9.0' },
    devDependencies: { '@routekit/cli': `^${version}` },
  }
}

/**
 * package.json with the dependencies it lacks added, in its own indentation,
 * or null when it has them all. A package already in either list is left alone.
 */
export function addDependencies(text: string, version: string): { text: string; added: string[] } | null {
  const pkg = JSON.parse(text) as Record<string, unknown>
  const has = (name: string) => [pkg.dependencies, pkg.devDependencies].some((deps) => typeof deps === 'object' && deps !== null && name in deps)
  const added: string[] = []
  const wanted = routekitDependencies(version)
  for (const field of ['dependencies', 'devDependencies'] as const) {
    for (const [name, range] of Object.entries(wanted[field])) {
      if (has(name)) continue
      const deps = { ...((pkg[field] as Record<string, string> | undefined) ?? {}), [name]: range }
      pkg[field] = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)))
      added.push(`${name}@${range}`)
    }
  }
  if (added.length === 0) return null
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  '
  return { text: `${JSON.stringify(pkg, null, indent)}\n`, added }
}
