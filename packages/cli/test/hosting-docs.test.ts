// docs/deploy.md quotes what `routekit hosting <target>` prints for this site, per host. Before this test the quotes
// were prose and tables that nothing compared with the command, so they could drift from it, as the hand-written
// host configs of the docs once did.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseRoutes } from '@routekit/router-core'
import { afterAll, expect, test } from 'vitest'
import { makePrerenderedBuild } from './_hosting-fixture.js'
import { routekit } from './_run.js'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const DEPLOY = readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8')
const SITE_ROUTES = path.join(ROOT, 'routes.yaml')
const TARGETS = ['nginx', 'firebase', 'vercel', 'netlify', 'cloudflare']

// A build of this site records its routes.yaml's csp, as the routekit() plugin does.
const parsed = parseRoutes(readFileSync(SITE_ROUTES, 'utf8'))
const site = makePrerenderedBuild(parsed.ok ? parsed.config.csp : undefined)
afterAll(() => site.cleanup())

/** The lines of the ```console block in docs/deploy.md that starts with `$ routekit hosting <target>`. */
function quoted(target: string): string[] {
  const blocks = [...DEPLOY.matchAll(/```console\n([\s\S]*?)```/g)].map((m) => m[1]!.trimEnd().split('\n'))
  const block = blocks.find((lines) => lines[0]!.startsWith(`$ routekit hosting ${target} `))
  if (!block) throw new Error(`docs/deploy.md has no \`\`\`console block starting with "$ routekit hosting ${target} "`)
  return block.slice(1)
}

/** `wrote a/b/_redirects, c/firebase.json` -> the written files' names, which differ only by folder. */
const namesWritten = (line: string) =>
  line
    .replace(/^.*?: wrote /, '')
    .split(', ')
    .map((file) => path.basename(file))

test.each(TARGETS)(
  "docs/deploy.md quotes what `routekit hosting %s` prints for this site's routes.yaml, word for word",
  (target) => {
    const out =
      target === 'nginx'
        ? ['--out', path.join(site.root, 'routekit.conf')]
        : target === 'firebase'
          ? ['--out', path.join(site.root, 'firebase.json')]
          : []
    const run = routekit(['hosting', target, '--dir', site.dir, '--routes', SITE_ROUTES, ...out], { cwd: site.root })
    expect(run.status, run.stderr).toBe(0)
    const [wrote, ...rest] = quoted(target)
    expect(wrote).toMatch(new RegExp(`^routekit hosting ${target}: wrote `))
    expect(namesWritten(wrote!)).toEqual(namesWritten(run.stdout.trim()))
    expect(rest).toEqual(run.stderr.trimEnd().split('\n'))
  },
)
