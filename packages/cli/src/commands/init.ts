import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Command } from 'commander'
import pkg from '../../package.json' with { type: 'json' }
import type { CommandContext } from '../_context.js'
import { CliError, EXIT, UsageError } from '../_errors.js'

const HELP = `
Examples:
  $ npx @routekit/cli init        add routekit to the Vite app in this folder
  $ routekit init --no-install    edit the files only

What it does, each step only when not done yet (a second run changes nothing):
  package.json      adds @routekit/router-core, react-router-dom and @routekit/cli
  vite.config.*     adds routekit() to the plugins, and its import; the rest of
                    the file stays byte for byte. When the file's shape is too
                    unusual to edit safely, it prints the lines to add instead.
  routes.yaml       a starter with one route per module in src/pages (or
                    src/routes), and a maintenance route; with no page module,
                    a home page (create-vite's App, when there is one)
  src/main.tsx      renders the routes with startApp() and follows
                    maintenance.json; the old entry is kept as
                    src/main.before-routekit.tsx
  tsconfig          adds @routekit/router-core/client to the types of the
                    tsconfig that lists them (create-vite: tsconfig.app.json),
                    else writes src/routekit-env.d.ts
Then it installs with your package manager.

Local and private installs: the install runs your package manager with your
configuration (.npmrc: registry, scopes, auth). --from <folder> takes routekit's
packages from the tarballs npm pack wrote (or their package folders) instead:
  $ routekit init --from ../packs

Exit codes:
  0  done
  1  done, but vite.config.* needs the printed lines added by hand, or the install failed
  2  no package.json or vite.config.* here`

/** What dist/init.cjs exports (src/init/index.ts). */
type InitModule = typeof import('../init/index.js')

/** `routekit init`: adds routekit to an existing Vite + React app. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('init')
    .summary('add routekit to the Vite + React app in this folder')
    .description(
      'Add routekit to an existing Vite + React app: its dependencies, routekit() in vite.config, and a starter routes.yaml from the pages it finds.',
    )
    .option('--no-install', 'edit the files only; do not run the package manager')
    .option(
      '--from <path...>',
      "install routekit's packages from local tarballs (npm pack's routekit-*.tgz) or their folder, not the registry",
    )
    .option('--json', 'print what was done as JSON')
    .addHelpText('after', HELP)
    .action((options: { install: boolean; json?: boolean; from?: string[] }) => {
      // Loaded here, from its own file beside the bundle: the parser it needs stays out of the other commands.
      const { runInit, InitRefused } = process.getBuiltinModule('node:module').createRequire(__filename)(
        './init.cjs',
      ) as InitModule
      const cwd = process.cwd()
      let result
      try {
        result = runInit(cwd, pkg.version, options.from ?? [])
      } catch (error) {
        if (error instanceof InitRefused) throw new UsageError(error.message)
        throw error
      }
      let installed: 'done' | 'skipped' | 'failed' = 'skipped'
      const pm = _packageManager(cwd)
      if (result.needsInstall && options.install) {
        if (!options.json) ctx.io.out(`Installing with ${pm}...\n`)
        const r = spawnSync(pm, ['install'], {
          cwd,
          stdio: options.json ? 'ignore' : 'inherit',
          shell: process.platform === 'win32',
        })
        installed = r.status === 0 ? 'done' : 'failed'
      }
      if (options.json)
        ctx.io.out(`${JSON.stringify({ steps: result.steps, manual: result.manual, install: installed }, null, 2)}\n`)
      else ctx.io.out(_report(result, installed, pm, ctx.io.colors))
      if (result.manual !== null) ctx.setExitCode(EXIT.invalid)
      if (installed === 'failed') throw new CliError(_installFailed(pm, options.from !== undefined), EXIT.invalid)
    })
}

/** What happened, that the files stay, and what to run next, including the way round a registry without routekit. */
function _installFailed(pm: string, fromLocal: boolean): string {
  const local = fromLocal
    ? ''
    : ' If your registry has no @routekit packages (offline, a private registry), run "routekit init --from <folder>" with the folder of their tarballs (npm pack writes routekit-router-core-*.tgz and routekit-cli-*.tgz).'
  return `"${pm} install" failed; its own message is above. The files are written and stay. Once the problem is fixed, run "${pm} install".${local}`
}

/** The package manager of the app: the one running us, else the one whose lockfile is here, else npm. */
function _packageManager(cwd: string): string {
  const agent = process.env.npm_config_user_agent?.split('/')[0]
  if (agent === 'pnpm' || agent === 'yarn' || agent === 'bun') return agent
  if (existsSync(path.join(cwd, 'pnpm-lock.yaml'))) return 'pnpm'
  if (existsSync(path.join(cwd, 'yarn.lock'))) return 'yarn'
  if (existsSync(path.join(cwd, 'bun.lock')) || existsSync(path.join(cwd, 'bun.lockb'))) return 'bun'
  return 'npm'
}

function _report(
  result: ReturnType<InitModule['runInit']>,
  installed: string,
  pm: string,
  c: CommandContext['io']['colors'],
): string {
  const mark = { written: c.green('+'), edited: c.green('~'), unchanged: c.dim('='), manual: c.yellow('!') }
  const lines = result.steps.map((s) => `${mark[s.status]} ${s.file.padEnd(24)} ${s.detail}`)
  if (result.manual !== null)
    lines.push(
      '',
      c.yellow('Add these lines to your vite config yourself:'),
      '',
      ...result.manual.split('\n').map((l) => (l ? `  ${l}` : '')),
    )
  if (result.needsInstall && installed === 'skipped') lines.push('', `Then run "${pm} install".`)
  lines.push(
    '',
    `Next: "${pm} run dev" shows routes.yaml's pages; check the file with "npx routekit validate". Layouts and guards: node_modules/@routekit/router-core/README.md.`,
    '',
  )
  return lines.join('\n')
}
