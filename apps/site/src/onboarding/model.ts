/**
 * The onboarding wizard's data: what the visitor describes, how each step is
 * checked, and the routes.yaml it turns into. Pure: no React, no storage.
 */
import * as z from 'zod/mini'
import { routeShapeKey } from '@routekit/router-core'

export const STEPS = ['site', 'pages', 'maintenance', 'review'] as const
export type Step = (typeof STEPS)[number]

/**
 * A conservative path: "/" or segments of letters, digits, `-._~` and params
 * such as `:slug`, with no trailing slash. router-core accepts more; the
 * wizard keeps to paths nobody has to escape.
 */
export const WIZARD_PATH =
  /^\/(?:(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9\-._~]+)(?:\/(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9\-._~]+))*)?$/

// Checks run in this order and none aborts, so a path can fail several; the
// wizard shows the first.
const pathField = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'pathRequired' }),
  z.refine((value) => value.startsWith('/'), { error: 'pathSlash' }),
  z.refine((value) => value === '/' || !value.endsWith('/'), { error: 'pathTrailingSlash' }),
  z.refine((value) => WIZARD_PATH.test(value), { error: 'pathCharacters' }),
  z.refine((value) => !_hasRepeatedParam(value), { error: 'pathParamRepeated' }),
)

function _hasRepeatedParam(path: string): boolean {
  const names = path.split('/').filter((segment) => segment.startsWith(':'))
  return new Set(names).size !== names.length
}

export const pageRowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  path: pathField,
  name: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'nameRequired' }), z.maxLength(60, { error: 'nameTooLong' })),
  auth: z.boolean(),
})
export type PageRow = z.infer<typeof pageRowSchema>

export const wizardStateSchema = z.object({
  step: z.enum(STEPS),
  siteName: z.string().check(z.maxLength(200)),
  pages: z
    .array(
      z.object({
        id: z.string(),
        path: z.string().check(z.maxLength(200)),
        name: z.string().check(z.maxLength(200)),
        auth: z.boolean(),
      }),
    )
    .check(z.maxLength(50)),
  maintenance: z.object({ path: z.string().check(z.maxLength(200)), enabled: z.boolean() }),
})
export type WizardState = z.infer<typeof wizardStateSchema>

/** Page titles the wizard writes for pages it adds itself, in the visitor's language. */
export interface WizardTitles {
  home: string
  about: string
  login: string
  maintenance: string
}

export const ENGLISH_TITLES: WizardTitles = {
  home: 'Home',
  about: 'About',
  login: 'Sign in',
  maintenance: 'Maintenance',
}

/** The wizard's starting point: a home page and an about page. */
export function initialWizardState(titles: WizardTitles = ENGLISH_TITLES): WizardState {
  return {
    step: 'site',
    siteName: '',
    pages: [
      { id: 'p1', path: '/', name: titles.home, auth: false },
      { id: 'p2', path: '/about', name: titles.about, auth: false },
    ],
    maintenance: { path: '/construction', enabled: false },
  }
}

/** A step's problems: field key (`siteName`, `pages.2.path`, `pages`) to a message key. */
export type StepErrors = Record<string, string>

/** Checks one step; an empty result lets the visitor go on. */
export function validateStep(state: WizardState, step: Step): StepErrors {
  const errors: StepErrors = {}
  if (step === 'site') {
    const name = state.siteName.trim()
    if (name === '') errors.siteName = 'siteNameRequired'
    else if (name.length > 80) errors.siteName = 'siteNameTooLong'
  }
  if (step === 'pages') {
    if (state.pages.length === 0) errors.pages = 'pagesRequired'
    const seen = new Map<string, number>()
    state.pages.forEach((row, index) => {
      const parsed = pageRowSchema.safeParse(row)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = `pages.${index}.${String(issue.path[0])}`
          errors[key] ??= issue.message
        }
        return
      }
      // Two paths that match the same URLs (`/:a` and `/:b`) are one page to routekit (RK400).
      const path = routeShapeKey(parsed.data.path) ?? parsed.data.path
      if (seen.has(path)) errors[`pages.${index}.path`] = 'pathDuplicate'
      else if (parsed.data.path === '/login' && parsed.data.auth) errors[`pages.${index}.auth`] = 'loginGuarded'
      else seen.set(path, index)
    })
  }
  if (step === 'maintenance') {
    const parsed = pathField.safeParse(state.maintenance.path)
    if (!parsed.success) errors['maintenance.path'] = parsed.error.issues[0]?.message ?? 'pathRequired'
    else if (parsed.data.includes(':')) errors['maintenance.path'] = 'maintenanceParam'
    else if (state.pages.some((row) => row.path.trim() === parsed.data)) errors['maintenance.path'] = 'maintenanceTaken'
  }
  return errors
}

/** The first step with a problem, or null when the whole wizard is valid. */
export function firstInvalidStep(state: WizardState): Step | null {
  for (const step of STEPS) if (Object.keys(validateStep(state, step)).length > 0) return step
  return null
}

export interface GeneratedRoute {
  path: string
  name: string
  title: string
  layout?: string
  guards?: string[]
}

/** Route name and page key from a path: `/` → home, `/blog/:slug` → blog-slug. */
export function routeNameOf(path: string): string {
  if (path === '/') return 'home'
  const name = path
    .toLowerCase()
    .replace(/:/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return name === '' ? 'page' : name
}

/**
 * The routes the wizard's answers describe. Adds `/login` when a page needs
 * sign-in and none is listed, because the `auth` guard sends visitors there.
 */
export function routesOf(state: WizardState, titles: WizardTitles = ENGLISH_TITLES): GeneratedRoute[] {
  const used = new Set<string>()
  const unique = (base: string) => {
    let name = base
    for (let n = 2; used.has(name); n++) name = `${base}-${n}`
    used.add(name)
    return name
  }
  const routes: GeneratedRoute[] = state.pages.map((row) => ({
    path: row.path.trim(),
    name: unique(routeNameOf(row.path.trim())),
    title: row.name.trim(),
    ...(row.auth ? { guards: ['auth'] } : {}),
  }))
  if (routes.some((route) => route.guards) && !routes.some((route) => route.path === '/login')) {
    routes.push({ path: '/login', name: unique('login'), title: titles.login })
  }
  const maintenancePath = state.maintenance.path.trim()
  routes.push({
    path: maintenancePath,
    name: unique(routeNameOf(maintenancePath)),
    title: titles.maintenance,
    layout: 'none',
  })
  return routes
}

/**
 * A YAML scalar: plain when it starts with a letter or "/" and holds nothing
 * YAML could read as syntax, a number or a boolean; else double-quoted
 * (JSON's escapes are all valid YAML escapes).
 */
export function yamlScalar(value: string): string {
  return /^[A-Za-z/][A-Za-z0-9\-._~/]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value)
    ? value
    : JSON.stringify(value)
}

/**
 * The starter routes.yaml for the wizard's answers. Written by hand, not with
 * a YAML library, so it reads like the docs' examples: one route per block,
 * comments that say what to change next.
 */
export function buildRoutesYaml(state: WizardState, titles: WizardTitles = ENGLISH_TITLES): string {
  const routes = routesOf(state, titles)
  const needsAuth = routes.some((route) => route.guards)
  const maintenancePath = state.maintenance.path.trim()
  const lines = [
    `# routes.yaml for ${state.siteName.trim().replace(/\s+/g, ' ')}`,
    '# Made with the routekit onboarding wizard. Check it with: npx routekit validate',
    'version: 1',
    '',
    'layouts:',
    '  - default',
  ]
  if (needsAuth)
    lines.push(
      '',
      '# Register a guard with this name in your app: createRoutes({ guards: { auth } })',
      'guards:',
      '  - auth',
    )
  lines.push(
    '',
    '# Switch maintenance on and off without a rebuild: npx routekit maintenance on',
    'maintenance:',
    `  enabled: ${state.maintenance.enabled ? 'true' : 'false'}`,
    `  route: ${yamlScalar(maintenancePath)}`,
    '',
    'routes:',
  )
  for (const route of routes) {
    lines.push(
      `  - path: ${yamlScalar(route.path)}`,
      `    name: ${yamlScalar(route.name)}`,
      `    page: ${yamlScalar(route.name)}`,
    )
    if (route.layout) lines.push(`    layout: ${yamlScalar(route.layout)}`)
    if (route.guards) lines.push(`    guards: [${route.guards.map(yamlScalar).join(', ')}]`)
    lines.push(`    title: ${JSON.stringify(route.title)}`)
  }
  return `${lines.join('\n')}\n`
}
