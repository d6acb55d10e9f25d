import {
  appendFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Template } from './_args.js'

/** The templates folder of the package: beside dist/ once installed, beside src/ in the repository. */
const TEMPLATES_DIR = fileURLToPath(new URL('../templates/', import.meta.url))

/** Text files of a template whose `{{name}}` is the project's name. */
const TEXT = /\.(tsx?|json|ya?ml|html|css|md)$/

/** Files of minimal that a template on top of it replaces with others of its own. */
const REMOVED: Record<Template, string[]> = { minimal: [], firebase: ['src/guards/session.ts'] }

/** Files a folder may hold and still count as empty: a fresh `git init` leaves .git. */
const IGNORABLE = new Set(['.git'])

/** True when `dir` is missing, or holds nothing but `.git`. */
export function isEmptyDir(dir: string): boolean {
  try {
    return readdirSync(dir).every((name) => IGNORABLE.has(name))
  } catch {
    return true
  }
}

/**
 * Copies `minimal`, then the template's own files over it (the firebase
 * template adds to minimal), into `dir`, with `{{name}}` filled in. npm never
 * publishes a file named .gitignore, so a template's dotfiles at its root are
 * named with `_` instead (`_gitignore`, `_env.development`).
 */
export function writeTemplate(template: Template, dir: string, name: string): string[] {
  const layers = template === 'minimal' ? ['minimal'] : ['minimal', template]
  for (const layer of layers) cpSync(path.join(TEMPLATES_DIR, layer), dir, { recursive: true })
  for (const file of REMOVED[template]) rmSync(path.join(dir, file))
  // A template's additions to minimal's routes.yaml (the firebase template: the origins its CSP needs), appended, not a second copy of the routes.
  const additions = path.join(dir, 'routes.append.yaml')
  if (existsSync(additions)) {
    appendFileSync(path.join(dir, 'routes.yaml'), `\n${readFileSync(additions, 'utf8')}`)
    rmSync(additions)
  }
  for (const name of readdirSync(dir))
    if (name.startsWith('_')) renameSync(path.join(dir, name), path.join(dir, `.${name.slice(1)}`))
  const written = _files(dir)
  for (const file of written) {
    if (!TEXT.test(path.basename(file)) && !path.basename(file).startsWith('.')) continue
    const text = readFileSync(file, 'utf8')
    if (text.includes('{{name}}')) writeFileSync(file, text.replaceAll('{{name}}', name))
  }
  return written.map((file) => path.relative(dir, file))
}

function _files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (name === '.git' || name === 'node_modules') return []
    return statSync(full).isDirectory() ? _files(full) : [full]
  })
}

/** A package name npm accepts, from a folder name: "My Site!" gives "my-site". */
export function packageNameOf(dir: string): string {
  const base = path.basename(path.resolve(dir))
  const name = base
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
  return name === '' ? 'routekit-site' : name
}
