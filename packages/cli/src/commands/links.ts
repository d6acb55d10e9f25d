import path from 'node:path'
import type { Command } from 'commander'
import type { CommandContext } from '../_context.js'
import { EXIT } from '../_errors.js'
import { displayPath } from '@routekit/router-core/node'
import { loadConfig } from '../_load.js'
import { README } from '../_readme.js'
import { resolveSiteDir } from '../site/dir.js'

interface LinksOptions {
  dir?: string
  routes: string
  json?: boolean
}

const HELP = `
Examples:
  $ routekit links                                   check the build in ./dist
  $ routekit links --dir apps/site/dist              check another build
  $ routekit links --json | jq '.broken[].link'      machine-readable report

Reads every page of the build (the HTML files .routekit/pages.json lists) with
an HTML parser and checks each internal href, src, srcset, action and poster:
relative, root-relative, or on routes.yaml's site.url. A link is answered by
a file of the build, or by routes.yaml as resolve() decides with maintenance
off: a page (guards count as allowing), a redirect to another site, or a
redirect to a path that is answered in turn. A path with a file extension is
answered by a file only. mailto:, tel:, data:, javascript:, #fragments and
other sites are not checked.

Output: one row per broken link, "page:line:col  error  link  (element
attribute, text: ...)  why", then a summary line.

Exit codes:
  0  no broken link
  1  a broken link, or routes.yaml has errors
  2  usage error, --dir is not a routekit build, or routes.yaml cannot be read

Docs: ${README}`

/** `routekit links`: every internal link of the built site that no route, redirect or file answers. */
export function register(program: Command, ctx: CommandContext): void {
  program
    .command('links')
    .summary('check every internal link of the built site against routes.yaml and the build')
    .description(
      'Report each internal href or src of the built pages that no route, redirect or file answers, with the page, line and link text.',
    )
    .option('--dir <folder>', "the built site (default: the project's Vite build output, dist)")
    .option('--routes <file>', 'routes.yaml', 'routes.yaml')
    .option('--json', 'print {"dir","pages","links","broken"} as JSON instead of the human report')
    .addHelpText('after', HELP)
    .action(async (options: LinksOptions) => {
      ctx.setExitCode(await links(options, ctx))
    })
}

async function links(options: LinksOptions, { io }: CommandContext): Promise<number> {
  const siteDir = resolveSiteDir(options.dir)
  const label = options.dir ?? (path.relative(process.cwd(), siteDir) || '.')
  const [{ readBuiltSite }, { checkLinks }, { formatLinksHuman, formatLinksJson }] = await Promise.all([
    import('../site/built-site.js'),
    import('../links/check.js'),
    import('../report.js'),
  ])
  const site = readBuiltSite(siteDir, label)
  const loaded = await loadConfig(options.routes, io, { json: options.json === true })
  if (!loaded) return EXIT.invalid
  const report = checkLinks(site, loaded.config)
  const shownDir = displayPath(siteDir)
  if (options.json) io.out(formatLinksJson(shownDir, report))
  else
    io.out(formatLinksHuman(report, (page) => path.join(shownDir, page).split(path.sep).join('/'), { color: io.color }))
  return report.broken.length > 0 ? EXIT.invalid : EXIT.ok
}
