import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { localPackageSpecs } from '@routekit/router-core/node'
import { HELP, parseCreateArgs, TEMPLATES, UsageError, type Template } from './_args.js'
import { detectPackageManager, runScript } from './_package-manager.js'
import { sitePackageJson, VERSION } from './_package-json.js'
import { isEmptyDir, packageNameOf, writeTemplate } from './_template.js'

/** Where the output goes; tests pass their own. */
export interface Io {
  out(text: string): void
  err(text: string): void
  /** Asks a question on a terminal; undefined when there is none to ask on. */
  ask?: ((question: string) => Promise<string>) | undefined
}

const EXIT = { ok: 0, install: 1, usage: 2 } as const

/**
 * `create-routekit [folder]`: writes a routekit site into `folder` and installs
 * it. Returns the exit code: 0 created, 1 the install failed, 2 usage error or
 * a folder that is not empty (nothing is written then).
 */
export async function main(
  argv: readonly string[],
  io: Io = _processIo(),
  cwd: string = process.cwd(),
): Promise<number> {
  try {
    const args = parseCreateArgs(argv)
    if (args.help) return (io.out(HELP), EXIT.ok)
    if (args.version) return (io.out(`${VERSION}\n`), EXIT.ok)
    const ask = args.yes ? undefined : io.ask
    const dir =
      args.dir ?? (ask ? (await ask('Project folder (routekit-site): ')).trim() || 'routekit-site' : 'routekit-site')
    const template: Template = args.template ?? (ask && TEMPLATES.length > 1 ? await _askTemplate(ask) : 'minimal')
    const target = path.resolve(cwd, dir)
    if (existsSync(target) && !isEmptyDir(target) && !args.force) {
      throw new UsageError(
        `${target} is not empty. Choose another folder, or pass --force to write into it (files of the same name are replaced).`,
      )
    }
    const local = args.from.length > 0 ? localPackageSpecs(args.from, target, cwd) : { ok: true as const, specs: {} }
    if (!local.ok) throw new UsageError(local.message)
    const name = packageNameOf(target)
    mkdirSync(target, { recursive: true })
    const files = writeTemplate(template, target, name)
    writeFileSync(
      path.join(target, 'package.json'),
      `${JSON.stringify(sitePackageJson(name, template, local.specs), null, 2)}\n`,
    )
    io.out(`Created ${name} in ${target} (template ${template}, ${files.length + 1} files).\n`)
    const pm = detectPackageManager()
    if (args.install) {
      io.out(`Installing with ${pm}...\n`)
      const result = spawnSync(pm, ['install'], { cwd: target, stdio: 'inherit', shell: process.platform === 'win32' })
      if (result.status !== 0) {
        io.err(
          `create-routekit: ${installFailed(pm, result.error?.message ?? `exit ${result.status}`, path.relative(cwd, target) || '.', args.from.length > 0)}\n`,
        )
        return EXIT.install
      }
    }
    const cd = path.relative(cwd, target) || '.'
    const steps = [
      ...(cd === '.' ? [] : [`cd ${cd.includes(' ') ? JSON.stringify(cd) : cd}`]),
      ...(args.install ? [] : [`${pm} install`]),
      runScript(pm, 'dev'),
    ]
    io.out(
      `\nNext:\n${steps.map((s) => `  ${s}\n`).join('')}\nroutes.yaml declares every page; "${runScript(pm, 'validate')}" checks it.\n`,
    )
    return EXIT.ok
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`create-routekit: ${error.message}\n`)
      return EXIT.usage
    }
    throw error
  }
}

/**
 * What to say when the install failed: what happened, that the files stay, and what to run next, including the way
 * round a registry that has no routekit (offline, a private one).
 */
export function installFailed(pm: string, why: string, dir: string, fromLocal: boolean): string {
  const cd = dir === '.' ? '' : `cd ${dir.includes(' ') ? JSON.stringify(dir) : dir} && `
  const local = fromLocal
    ? ''
    : ` If your registry has no @routekit packages (offline, a private registry), install them from their tarballs (npm pack writes them): ${cd}${pm} install <folder>/routekit-router-core-*.tgz <folder>/routekit-cli-*.tgz, or create the site again with --from <folder> --force.`
  return `"${pm} install" failed (${why}); its own message is above. The files are written and stay. Once the problem is fixed, run: ${cd}${pm} install.${local}`
}

async function _askTemplate(ask: (q: string) => Promise<string>): Promise<Template> {
  const answer = (await ask(`Template (${TEMPLATES.join(', ')}) [minimal]: `)).trim() || 'minimal'
  if (!(TEMPLATES as readonly string[]).includes(answer))
    throw new UsageError(`Unknown template "${answer}". Choose one of: ${TEMPLATES.join(', ')}.`)
  return answer as Template
}

function _processIo(): Io {
  const interactive = process.stdin.isTTY && process.stdout.isTTY
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    ask: interactive
      ? async (question) => {
          const rl = createInterface({ input: process.stdin, output: process.stdout })
          try {
            return await rl.question(question)
          } finally {
            rl.close()
          }
        }
      : undefined,
  }
}
