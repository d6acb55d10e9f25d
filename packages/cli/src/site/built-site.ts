import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { cspSourceProblem, isSiteCspDirective, type SiteCsp } from '@routekit/router-core'
import type { PageHashes, PageHashesManifest } from '@routekit/router-core/node'
import { UsageError } from '../_errors.js'

/** A built site as `routekit hosting` sees it: its folder, its pages' hashes, the site's CSP sources, and the shell that answers every other path. */
export interface BuiltSite {
  dir: string
  /** Every HTML file, relative with `/` (`about/index.html`), and its inline-block hashes. */
  pages: Record<string, PageHashes>
  /** routes.yaml's `csp` as the build recorded it: what the site adds to the base policy. */
  csp: SiteCsp
  /** The SPA shell: `200.html` when the build prerendered, else `index.html` (an app without `prerender`). */
  shell: string
}

const HOW_TO_BUILD =
  'Build it with "npm run build" (a Vite build with the routekit() plugin from @routekit/router-core/vite), then pass the output folder with --dir.'

/** Reads `<dir>/.routekit/pages.json`, which the routekit() Vite plugin writes; a folder without it is not a routekit build (exit 2). */
export function readBuiltSite(dir: string, label: string): BuiltSite {
  if (!existsSync(dir)) throw new UsageError(`--dir ${label}: ${dir} does not exist. ${HOW_TO_BUILD}`)
  if (!statSync(dir).isDirectory())
    throw new UsageError(`--dir ${label}: ${dir} is a file, not a folder. ${HOW_TO_BUILD}`)
  const file = path.join(dir, '.routekit', 'pages.json')
  let manifest: PageHashesManifest
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as PageHashesManifest
  } catch {
    throw new UsageError(
      `--dir ${label}: ${dir} was not built by routekit (there is no readable .routekit/pages.json, the pages' CSP hashes). ${HOW_TO_BUILD}`,
    )
  }
  const { pages, csp } = _checkManifest(manifest, file, `--dir ${label}: `)
  const shell = pages['200.html'] ? '200.html' : 'index.html'
  if (!pages[shell]) throw new UsageError(`--dir ${label}: ${dir} has no index.html. ${HOW_TO_BUILD}`)
  return { dir, pages, csp, shell }
}

/**
 * The site's CSP sources for `routekit preview`, from the build's
 * `.routekit/pages.json`: none for a folder without one (not a routekit
 * build: it gets the base policy); a manifest this CLI cannot read is exit 2.
 */
export function readBuiltCsp(dir: string): SiteCsp {
  const file = path.join(dir, '.routekit', 'pages.json')
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
      return {}
    throw new UsageError(
      `${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}). Rebuild the site with "npm run build".`,
    )
  }
  let manifest: PageHashesManifest
  try {
    manifest = JSON.parse(text) as PageHashesManifest
  } catch {
    throw new UsageError(`${file} is not valid JSON. Rebuild the site with "npm run build".`)
  }
  return _checkManifest(manifest, file, '').csp
}

/** The manifest's pages and csp, once its version and every CSP source pass (the sources go into host configs as they are: router-core's rule decides each). */
function _checkManifest(
  manifest: PageHashesManifest,
  file: string,
  where: string,
): { pages: Record<string, PageHashes>; csp: SiteCsp } {
  if (
    manifest === null ||
    typeof manifest !== 'object' ||
    manifest.version !== 1 ||
    typeof manifest.pages !== 'object' ||
    manifest.pages === null
  ) {
    throw new UsageError(
      `${where}${file} is not a routekit page manifest this CLI knows (version ${JSON.stringify(manifest?.version)}). Rebuild the site with this routekit.`,
    )
  }
  const csp: unknown = manifest.csp ?? {}
  const entries = csp !== null && typeof csp === 'object' && !Array.isArray(csp) ? Object.entries(csp) : undefined
  const bad =
    entries === undefined
      ? 'csp'
      : entries.find(
          ([name, sources]) =>
            !isSiteCspDirective(name) ||
            !Array.isArray(sources) ||
            sources.some((s) => typeof s !== 'string' || cspSourceProblem(name, s) !== null),
        )?.[0]
  if (bad !== undefined)
    throw new UsageError(
      `${where}${file}: its "${bad === 'csp' ? bad : `csp.${bad}`}" is not what routekit records from routes.yaml's csp. Rebuild the site with this routekit.`,
    )
  return { pages: manifest.pages, csp: csp as SiteCsp }
}

/** The URL path a page file answers: `index.html` is `/`, `about/index.html` and `about.html` are `/about`; the shell answers none. */
export function pagePathOf(file: string, shell: string): string | undefined {
  if (file === shell && shell === '200.html') return undefined
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`
  return `/${file.slice(0, -'.html'.length)}`
}
