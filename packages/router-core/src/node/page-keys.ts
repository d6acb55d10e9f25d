import { readdirSync } from 'node:fs'
import { extname } from 'node:path'

/** The extensions a page module may have: what `import.meta.glob('./pages/*.tsx')` and its siblings pick up. */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js']

/**
 * The page keys of the modules in `dir` (about.tsx gives `about`), sorted;
 * declaration files and tests are not pages. An unreadable or missing folder
 * has none; nor are data modules (`about.data.ts`). The Vite plugin checks routes.yaml's `page:` values against them,
 * and `routekit init` writes a starter routes.yaml from them.
 */
export function pageModuleKeys(dir: string): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return (
    names
      // A page's data module (about.data.ts: its loader and action) is part of its page, not a page.
      .filter(
        (name) =>
          EXTENSIONS.includes(extname(name)) && !name.endsWith('.d.ts') && !/\.(test|spec|data)\.[jt]sx?$/.test(name),
      )
      .map((name) => name.slice(0, -extname(name).length))
      .sort()
  )
}
