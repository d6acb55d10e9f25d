import type { Command } from 'commander'
import type { CommandContext } from '../_context.js'
import { UsageError } from '../_errors.js'

const HELP = `
Examples:
  $ routekit explain-code RK201     what "Unknown key" means, an example, and the fix
  $ routekit explain-code           every code with its title

The text is docs/errors.md of this version of routekit, shipped inside the CLI.`

/** What dist/explain-code.cjs exports (src/explain-code/index.ts). */
type ExplainCodeModule = typeof import('../explain-code/index.js')

/** `routekit explain-code [code]`: prints a diagnostic code's page of docs/errors.md, as `rustc --explain` does. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('explain-code')
    .argument('[code]', 'a code such as RK201')
    .summary("print what an error code means and how to fix it (docs/errors.md's page for it)")
    .description(
      'Print the page of docs/errors.md for one diagnostic code: what it means, an example and the fix. Without a code, list every code.',
    )
    .addHelpText('after', HELP)
    .action((code: string | undefined) => {
      // Its own file beside the bundle: the text of docs/errors.md stays out of the other commands' start-up.
      const { codeSections, explainCode } = process.getBuiltinModule('node:module').createRequire(__filename)(
        './explain-code.cjs',
      ) as ExplainCodeModule
      if (code === undefined) {
        ctx.io.out(
          `${codeSections()
            .map((s) => `${s.code}  ${s.title}`)
            .join('\n')}\n`,
        )
        return
      }
      const page = explainCode(code)
      if (page === null)
        throw new UsageError(
          `No error code ${JSON.stringify(code)} in routekit. Codes look like RK201; "routekit explain-code" lists them all.`,
        )
      ctx.io.out(page)
    })
}
