// Every `routekit hosting` target sends the site's CSP: the base policy plus routes.yaml's `csp` as the build
// recorded it. They used to put Firebase's three origins in connect-src for every site, Firebase or not.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { HOSTING_ROUTES, makePrerenderedBuild } from './_hosting-fixture.js'
import { routekit } from './_run.js'

const TARGETS = ['nginx', 'vercel', 'netlify', 'firebase', 'cloudflare'] as const

const DECLARED = {
  'connect-src': ['https://api.example.com', 'wss://live.example.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'media-src': ['https://media.example.com', 'blob:'],
}
const DECLARED_YAML = `csp:
  connect-src: [https://api.example.com, wss://live.example.com]
  font-src: [https://fonts.gstatic.com]
  media-src: [https://media.example.com, "blob:"]
`

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

/** No emulator hosts from the outer shell: they would add origins. */
const ENV = { VITE_FIREBASE_AUTH_EMULATOR_HOST: '', VITE_FIRESTORE_EMULATOR_HOST: '' }

/** Runs one target on a fresh build and returns every policy it wrote (each starts with default-src), and its stderr. */
function policiesOf(
  target: (typeof TARGETS)[number],
  csp: Record<string, string[]> | undefined,
  routesYaml: string,
  args: string[] = [],
): { policies: string[]; stderr: string } {
  const build = makePrerenderedBuild(csp)
  cleanup = build.cleanup
  writeFileSync(build.routes, routesYaml)
  const out = path.join(build.root, 'firebase.json')
  const run = routekit(
    [
      'hosting',
      target,
      '--dir',
      build.dir,
      '--routes',
      build.routes,
      ...(target === 'firebase' ? ['--out', out] : []),
      ...args,
    ],
    { cwd: build.root, env: ENV },
  )
  expect(run.status, run.stderr).toBe(0)
  const written = {
    nginx: run.stdout,
    vercel: 'vercel.json',
    netlify: '_headers',
    cloudflare: '_headers',
    firebase: out,
  }[target]
  const text =
    target === 'nginx'
      ? written
      : readFileSync(path.isAbsolute(written) ? written : path.join(build.dir, written), 'utf8')
  return { policies: [...text.matchAll(/default-src [^"\n]*/g)].map((m) => m[0]), stderr: run.stderr }
}

/** One directive of a policy: its sources, or undefined when the policy lacks it. */
function directive(policy: string, name: string): string | undefined {
  return policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
}

describe.each(TARGETS)('hosting %s', (target) => {
  it("a build that declares no csp gets connect-src 'self' only, in every policy it writes", () => {
    const { policies } = policiesOf(target, undefined, HOSTING_ROUTES)
    expect(policies.length).toBeGreaterThan(1)
    for (const policy of policies) {
      expect(directive(policy, 'connect-src'), policy).toBe("'self'")
      expect(policy).not.toContain('googleapis')
    }
  })

  it("a build that declares csp gets its sources in every policy, and --connect-src's after them", () => {
    const { policies, stderr } = policiesOf(target, DECLARED, HOSTING_ROUTES + DECLARED_YAML, [
      '--connect-src',
      'https://extra.example.com',
    ])
    expect(stderr).not.toContain('csp')
    expect(policies.length).toBeGreaterThan(1)
    for (const policy of policies) {
      expect(directive(policy, 'connect-src'), policy).toBe(
        "'self' https://api.example.com wss://live.example.com https://extra.example.com",
      )
      expect(directive(policy, 'font-src'), policy).toBe("'self' https://fonts.gstatic.com")
      expect(directive(policy, 'media-src'), policy).toBe("'self' https://media.example.com blob:")
      expect(directive(policy, 'frame-src'), policy).toBeUndefined()
    }
  })
})

it("routes.yaml's csp edited after the build: the config keeps the build's, and the command says to rebuild", () => {
  const { policies, stderr } = policiesOf(
    'nginx',
    DECLARED,
    HOSTING_ROUTES + DECLARED_YAML.replace('https://api.example.com', 'https://api2.example.com'),
  )
  for (const policy of policies)
    expect(directive(policy, 'connect-src')).toBe("'self' https://api.example.com wss://live.example.com")
  expect(stderr.split('\n').filter((line) => line.includes('csp'))).toMatchInlineSnapshot(`
    [
      "routekit hosting nginx: routes.yaml's csp is not the one the build recorded in .routekit/pages.json; the config sends the build's. Rebuild the site (npm run build), then run this again.",
    ]
  `)
})
