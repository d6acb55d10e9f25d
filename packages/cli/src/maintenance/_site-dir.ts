import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from '../_errors.js'

/** Where the built site is when no `--dir` is given, relative to the working directory (the repo root). */
export const DEFAULT_SITE_DIR = path.join('apps', 'site', 'dist')

/**
 * Finds the built site that `maintenance` and `preview` work on:
 * 1. `--dir <folder>`, relative to the working directory;
 * 2. else `apps/site/dist` under the working directory (the repo root);
 * 3. else the working directory itself when it holds `index.html`, so ops can
 *    run the command inside a deployed copy.
 * A folder "holds a built site" when it has `index.html`. Anything else is a
 * usage error (exit 2) that says where it looked and how to fix it.
 */
export function resolveSiteDir(dir: string | undefined, cwd: string = process.cwd()): string {
  if (dir !== undefined) {
    if (dir.trim() === '') throw new UsageError('--dir is empty. Pass the folder of the built site, such as --dir apps/site/dist.')
    const absolute = path.resolve(cwd, dir)
    if (!existsSync(absolute)) {
      throw new UsageError(`--dir ${dir}: ${absolute} does not exist. Build the site with "npm run build", or pass the folder that holds the built site (the one with index.html).`)
    }
    if (!statSync(absolute).isDirectory()) {
      throw new UsageError(`--dir ${dir}: ${absolute} is a file, not a folder. Pass the folder that holds the built site (the one with index.html).`)
    }
    if (!_holdsSite(absolute)) {
      throw new UsageError(
        `--dir ${dir}: ${absolute} holds no built site (there is no index.html in it). Build the site with "npm run build", or pass the folder that holds index.html.`,
      )
    }
    return absolute
  }
  const fallback = path.resolve(cwd, DEFAULT_SITE_DIR)
  if (_holdsSite(fallback)) return fallback
  if (_holdsSite(cwd)) return cwd
  throw new UsageError(
    `No built site found: neither ${fallback} nor ${cwd} holds index.html. Build the site with "npm run build" from the repo root, or pass --dir <folder> with the built site.`,
  )
}

function _holdsSite(dir: string): boolean {
  try {
    return statSync(path.join(dir, 'index.html')).isFile()
  } catch {
    return false
  }
}
