import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { viteConfigParser } from './parser.js'

/** The names Vite looks for, in its own order. */
const CONFIG_NAMES = [
  'vite.config.js',
  'vite.config.mjs',
  'vite.config.ts',
  'vite.config.cjs',
  'vite.config.mts',
  'vite.config.cts',
]

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
 * config writes it as one plain string (outDirOf), else Vite's default, `dist`.
 * The parser loads only when the config names `outDir`.
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
  // A config that never writes the word cannot set it: most do not, and they skip the parser's ~40 ms load.
  if (!text.includes('outDir')) return 'dist'
  return viteConfigParser().outDirOf(text) ?? 'dist'
}
