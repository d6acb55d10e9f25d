import type { Command } from 'commander'
import type { CommandContext } from '../_context.js'

const HELP = `
Examples:
  $ routekit schema > routes.schema.json    save it beside routes.yaml

For VS Code's YAML extension (yaml-language-server), put this first line in
routes.yaml instead; it points at the same schema in the installed package:
  # yaml-language-server: $schema=./node_modules/@routekit/router-core/dist/routes.schema.json

The schema covers keys, types, defaults and descriptions. Rules across fields
(unknown layouts and guards, duplicate paths, redirects) are checked by
routekit validate and the Vite plugin.`

/** `routekit schema`: prints the JSON Schema of routes.yaml, generated from the zod schema. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('schema')
    .summary('print the JSON Schema of routes.yaml, for editors')
    .description(
      'Print the JSON Schema of routes.yaml (draft 7), generated from the schema routekit validate applies, so an editor completes keys and shows their descriptions.',
    )
    .addHelpText('after', HELP)
    .action(async () => {
      const { routesJsonSchema } = await import('@routekit/router-core')
      ctx.io.out(`${JSON.stringify(routesJsonSchema(), null, 2)}\n`)
    })
}
