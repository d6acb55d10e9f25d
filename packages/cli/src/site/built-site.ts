import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { PageHashes, PageHashesManifest } from '@routekit/router-core/node'
import { UsageError } from '../_errors.js'

/** A built site as `routekit hosting` sees it: its folder, its pages' hashes, and the shell that answers every other path. */
export interface BuiltSite {
  dir: string
  /** Every HTML file, relative with `/` (`about/index.html`), and its inline-block hashes. */
  pages: Record<string, PageHashes>
  /** The SPA shell: `200.html` when the build prerendered, else `index.html` (an app without `prerender`). */
  shell: string
}

const HOW_TO_BUILD = 'Build it with "npm run build" (a Vite build with the routekit() plugin from @routekit/router-core/vite), then pass the output folder with --dir.'

/** Reads `<dir>/.routekit/pages.json`, which the routekit() Vite plugin writes; a folder without it is not a routekit build (exit 2). */
export function readBuiltSite(dir: string, label: string): BuiltSite {
  if (!existsSync(dir)) throw new UsageError(`--dir ${label}: ${dir} does not exist. ${HOW_TO_BUILD}`)
  if (!statSync(dir).isDirectory()) throw new UsageError(`--dir ${label}: ${dir} is a file, not a folder. ${HOW_TO_BUILD}`)
  const file = path.join(dir, '.routekit', 'pages.json')
  let manifest: PageHashesManifest
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as PageHashesManifest
  } catch {
    throw new UsageError(`--dir ${label}: ${dir} was not built by routekit (there is no readable .routekit/pages.json, the pages' CSP hashes). ${HOW_TO_BUILD}`)
  }
  if (manifest.version !== 1 || typeof manifest.pages !== 'object' || manifest.pages === null) {
    throw new UsageError(
      `--dir ${label}: ${file} is not a routekit page manifest this CLI knows (version ${JSON.stringify(manifest.version)}). Rebuild the site with this routekit.`,
    )
  }
  const shell = manifest.pages['200.html'] ? '200.html' : 'index.html'
  if (!manifest.pages[shell]) throw new UsageError(`--dir ${label}: ${dir} has no index.html. ${HOW_TO_BUILD}`)
  return { dir, pages: manifest.pages, shell }
}

/** The URL path a page file answers: `index.html` is `/`, `about/index.html` and `about.html` are `/about`; the shell answers none. */
export function pagePathOf(file: string, shell: string): string | undefined {
  if (file === shell && shell === '200.html') return undefined
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`
  return `/${file.slice(0, -'.html'.length)}`
}
