import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The names Vite looks for, in its own order. */
const CONFIG_NAMES = ['vite.config.js', 'vite.config.mjs', 'vite.config.ts', 'vite.config.cjs', 'vite.config.mts', 'vite.config.cts']

/** The `vite.config.*` file in `dir`, or undefined. */
export function findViteConfig(dir: string): string | undefined {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return undefined
  }
  const found = CONFIG_NAMES.find((name) => names.includes(name))
  return found === undefined ? undefined : path.join(dir, found)
}

/**
 * The build output folder of the Vite project in `dir`: `build.outDir` when the
 * config sets it to one plain string literal, else Vite's default, `dist`.
 * The CLI does not run the config (that needs Vite and the project's plugins);
 * a computed outDir is out of its reach, and `--dir` names it instead.
 */
export function viteOutDir(dir: string): string {
  const config = findViteConfig(dir)
  if (config === undefined) return 'dist'
  let text: string
  try {
    text = readFileSync(config, 'utf8')
  } catch {
    return 'dist'
  }
  const literals = [...text.matchAll(/\boutDir\s*:\s*(['"`])([^'"`$\n]+)\1/g)]
  return literals.length === 1 && literals[0]?.[2] !== undefined ? literals[0][2] : 'dist'
}
