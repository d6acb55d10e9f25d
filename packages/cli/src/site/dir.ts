import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from '../_errors.js'
import { findViteConfig, viteOutDir } from '../vite-config/locate.js'

/**
 * Finds the built site that `maintenance` and `preview` work on:
 * 1. `--dir <folder>`, relative to the working directory;
 * 2. else, in a project (the working directory holds `package.json` or
 *    `vite.config.*`), its Vite build output: `build.outDir`, `dist` by default;
 * 3. else the working directory itself, so ops can run the command inside a
 *    deployed copy.
 * The folder must be a built site: it holds `index.html`, and neither a
 * `package.json` nor a source `index.html` (one that loads `/src/main.tsx`),
 * so the CLI never serves or writes into a project's own sources. Anything
 * else is a usage error (exit 2) that names the folder and says how to build.
 */
export function resolveSiteDir(dir: string | undefined, cwd: string = process.cwd()): string {
  if (dir !== undefined) {
    if (dir.trim() === '')
      throw new UsageError('--dir is empty. Pass the folder of the built site, such as --dir dist.')
    const absolute = path.resolve(cwd, dir)
    if (!existsSync(absolute)) {
      throw new UsageError(
        `--dir ${dir}: ${absolute} does not exist. Build the site with "npm run build", or pass the folder that holds the built site (the one with index.html).`,
      )
    }
    if (!statSync(absolute).isDirectory()) {
      throw new UsageError(
        `--dir ${dir}: ${absolute} is a file, not a folder. Pass the folder that holds the built site (the one with index.html).`,
      )
    }
    _checkBuild(absolute, `--dir ${dir}: ${absolute}`)
    return absolute
  }
  const isProject = existsSync(path.join(cwd, 'package.json')) || findViteConfig(cwd) !== undefined
  if (!isProject) {
    _checkBuild(cwd, `No --dir given, and the working directory ${cwd}`)
    return cwd
  }
  const outDir = viteOutDir(cwd)
  const absolute = path.resolve(cwd, outDir)
  if (!existsSync(absolute)) {
    throw new UsageError(
      `No built site: ${absolute} (the project's build output, ${outDir}) does not exist. Build the site with "npm run build" (vite build), or pass --dir <folder>.`,
    )
  }
  _checkBuild(absolute, `No --dir given, and the project's build output ${absolute}`)
  return absolute
}

/** Throws unless `dir` holds a built site; `what` opens the message. */
function _checkBuild(dir: string, what: string): void {
  if (existsSync(path.join(dir, 'package.json'))) {
    throw new UsageError(
      `${what} holds a package.json: it is a project, not a built site. Build it with "npm run build" (vite build) and pass the output, such as --dir dist.`,
    )
  }
  const index = _readIndex(dir)
  if (index === undefined) {
    throw new UsageError(
      `${what} holds no built site (there is no index.html in it). Build the site with "npm run build", or pass the folder that holds index.html.`,
    )
  }
  if (_isSourceIndex(index)) {
    throw new UsageError(
      `${what} holds a source index.html (it loads a script from src/): it is a project, not a built site. Build it with "npm run build" (vite build) and pass the output, such as --dir dist.`,
    )
  }
}

function _readIndex(dir: string): string | undefined {
  try {
    return readFileSync(path.join(dir, 'index.html'), 'utf8')
  } catch {
    return undefined
  }
}

/** Vite's source index.html loads a module from the sources; a build loads built .js files. */
function _isSourceIndex(html: string): boolean {
  return /<script\b[^>]*\bsrc\s*=\s*["']?[^"'\s>]*(?:\/src\/[^"'\s>]*|\.(?:tsx?|jsx|mts))["'\s>]/i.test(html)
}
