import { parseArgs } from 'node:util'

/** The templates `--template` accepts. */
export const TEMPLATES = ['minimal', 'firebase'] as const
export type Template = (typeof TEMPLATES)[number]

export interface CreateArgs {
  dir: string | undefined
  template: Template | undefined
  yes: boolean
  install: boolean
  force: boolean
  /** --from: local tarballs or folders of routekit's packages, installed instead of the registry's. */
  from: string[]
  help: boolean
  version: boolean
}

/** A usage mistake: the message is printed and the process exits 2. */
export class UsageError extends Error {}

/** Parses `create-routekit [dir] [--template t] [--yes] [--no-install] [--force]`; throws UsageError on a mistake. */
export function parseCreateArgs(argv: readonly string[]): CreateArgs {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        template: { type: 'string', short: 't' },
        yes: { type: 'boolean', short: 'y' },
        // util.parseArgs negates options only from Node 22.4 on; --no-install is its own flag here.
        'no-install': { type: 'boolean' },
        force: { type: 'boolean' },
        from: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    })
  } catch (error) {
    throw new UsageError(
      `${error instanceof Error ? error.message : String(error)}. Run "create-routekit --help" to see the options.`,
    )
  }
  const { values, positionals } = parsed
  if (positionals.length > 1)
    throw new UsageError(
      `One folder only: got ${positionals.join(', ')}. Run "create-routekit --help" to see the options.`,
    )
  const template = values.template
  if (template !== undefined && !(TEMPLATES as readonly string[]).includes(template)) {
    throw new UsageError(`Unknown template "${template}". Choose one of: ${TEMPLATES.join(', ')}.`)
  }
  return {
    dir: positionals[0],
    template: template as Template | undefined,
    yes: values.yes === true,
    install: values['no-install'] !== true,
    force: values.force === true,
    from: values.from ?? [],
    help: values.help === true,
    version: values.version === true,
  }
}

export const HELP = `Usage: npm create routekit@latest [folder] -- [options]
       create-routekit [folder] [options]

Writes a Vite + React 19 + react-router-dom 7 site on routekit into [folder],
then installs its dependencies with the package manager that ran it.

Options:
  -t, --template <name>  minimal (the default), or firebase: Firebase Auth, with the local emulator
  -y, --yes              ask nothing: the folder defaults to routekit-site, the template to minimal
      --no-install       write the files only
      --force            write into a folder that is not empty (files of the same name are replaced)
      --from <path>      install routekit's packages from local tarballs (npm pack's routekit-*.tgz) or
                         their folder instead of the registry; repeat it for each path. Every other
                         package comes from your npm configuration (.npmrc: registry, scopes, auth)
  -v, --version          print the version
  -h, --help             print this help

Exit codes: 0 created, 1 the install failed, 2 usage error or a folder that is not empty.
Docs: https://www.npmjs.com/package/create-routekit (this package's README)
`
