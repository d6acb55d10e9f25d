// The wizard's routes.yaml must always be one router-core accepts: checked
// with parseRoutes on fixed cases and on generated answers (fast-check).
import { parseRoutes } from '@routekit/router-core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildRoutesYaml,
  firstInvalidStep,
  initialWizardState,
  pageRowSchema,
  validateStep,
  type WizardState,
} from '../src/onboarding/model'

const state = (patch: Partial<WizardState>): WizardState => ({
  ...initialWizardState(),
  siteName: 'Mi sitio',
  ...patch,
})
const parse = (s: WizardState) => parseRoutes(buildRoutesYaml(s))

describe('buildRoutesYaml', () => {
  it('turns the starting answers into a valid file', () => {
    const yaml = buildRoutesYaml(state({}))
    expect(yaml).toMatchInlineSnapshot(`
      "# routes.yaml for Mi sitio
      # Made with the routekit onboarding wizard. Check it with: npx routekit validate
      version: 1

      layouts:
        - default

      # Switch maintenance on and off without a rebuild: npx routekit maintenance on
      maintenance:
        enabled: false
        route: /construction

      routes:
        - path: /
          name: home
          page: home
          title: "Home"
        - path: /about
          name: about
          page: about
          title: "About"
        - path: /construction
          name: construction
          page: construction
          layout: none
          title: "Maintenance"
      "
    `)
    const result = parseRoutes(yaml)
    expect(result.diagnostics).toEqual([])
    expect(result.ok).toBe(true)
  })

  it('declares the auth guard and adds /login when a page needs sign-in', () => {
    const result = parse(
      state({
        pages: [
          { id: 'a', path: '/', name: 'Inicio', auth: false },
          { id: 'b', path: '/account/:section', name: 'Cuenta', auth: true },
        ],
        maintenance: { path: '/mantenimiento', enabled: true },
      }),
    )
    expect(result.diagnostics).toEqual([])
    if (!result.ok) throw new Error('expected a valid file')
    expect(result.config.guards).toEqual(['auth'])
    expect(result.config.maintenance).toMatchObject({ enabled: true, route: '/mantenimiento' })
    expect(result.config.routes.map((r) => [r.path, r.name, r.guards, r.layout])).toEqual([
      ['/', 'home', [], 'default'],
      ['/account/:section', 'account-section', ['auth'], 'default'],
      ['/login', 'login', [], 'default'],
      ['/mantenimiento', 'mantenimiento', [], 'none'],
    ])
  })

  it('keeps titles with YAML syntax in them intact', () => {
    const title = 'Precios: "planes" # y más\n- ¿sí? \\ {x}'
    const result = parse(state({ pages: [{ id: 'a', path: '/precios', name: title, auth: false }] }))
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics))
    expect(result.config.routes[0]?.title).toBe(title.trim())
  })

  it('gives two paths with the same name different route names', () => {
    const result = parse(
      state({
        pages: [
          { id: 'a', path: '/home', name: 'A', auth: false },
          { id: 'b', path: '/', name: 'B', auth: false },
        ],
      }),
    )
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics))
    expect(result.config.routes.map((r) => r.name)).toEqual(['home', 'home-2', 'construction'])
  })
})

describe('validateStep', () => {
  it('names each problem of the pages step with a message key', () => {
    const errors = validateStep(
      state({
        pages: [
          { id: 'a', path: 'precios', name: 'x', auth: false },
          { id: 'b', path: '/precios/', name: 'x', auth: false },
          { id: 'c', path: '/pre cios', name: '', auth: false },
          { id: 'd', path: '/login', name: 'Login', auth: true },
          { id: 'e', path: '/x', name: 'x', auth: false },
          { id: 'f', path: '/x', name: 'x', auth: false },
          { id: 'g', path: '/:id/:id', name: 'x', auth: false },
        ],
      }),
      'pages',
    )
    expect(errors).toMatchInlineSnapshot(`
      {
        "pages.0.path": "pathSlash",
        "pages.1.path": "pathTrailingSlash",
        "pages.2.name": "nameRequired",
        "pages.2.path": "pathCharacters",
        "pages.3.auth": "loginGuarded",
        "pages.5.path": "pathDuplicate",
        "pages.6.path": "pathParamRepeated",
      }
    `)
  })

  it('checks the site name and the maintenance path', () => {
    expect(validateStep(state({ siteName: '  ' }), 'site')).toEqual({ siteName: 'siteNameRequired' })
    expect(validateStep(state({ maintenance: { path: '/about', enabled: false } }), 'maintenance')).toEqual({
      'maintenance.path': 'maintenanceTaken',
    })
    expect(validateStep(state({ maintenance: { path: '/m/:x', enabled: false } }), 'maintenance')).toEqual({
      'maintenance.path': 'maintenanceParam',
    })
    expect(firstInvalidStep(state({}))).toBeNull()
  })
})

describe('the path and name checks', () => {
  // Each value's issues in order: none aborts, so a value can fail several,
  // and validateStep shows the first.
  const rowIssues = (path: string, name = 'Page') => {
    const result = pageRowSchema.safeParse({ id: 'p1', path, name, auth: false })
    return result.success
      ? result.data
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('reports the path problems in a fixed order', () => {
    expect({
      empty: rowIssues(''),
      blank: rowIssues('   '),
      noSlashTrailing: rowIssues('precios/'),
      trailing: rowIssues('/precios/'),
      space: rowIssues('/pre cios'),
      repeated: rowIssues('/:id/:id'),
      repeatedTrailing: rowIssues('/:id/:id/'),
      root: rowIssues('/'),
      padded: rowIssues('  /docs/:slug  '),
    }).toMatchInlineSnapshot(`
      {
        "blank": [
          "path: pathRequired",
          "path: pathSlash",
          "path: pathCharacters",
        ],
        "empty": [
          "path: pathRequired",
          "path: pathSlash",
          "path: pathCharacters",
        ],
        "noSlashTrailing": [
          "path: pathSlash",
          "path: pathTrailingSlash",
          "path: pathCharacters",
        ],
        "padded": {
          "auth": false,
          "id": "p1",
          "name": "Page",
          "path": "/docs/:slug",
        },
        "repeated": [
          "path: pathParamRepeated",
        ],
        "repeatedTrailing": [
          "path: pathTrailingSlash",
          "path: pathCharacters",
          "path: pathParamRepeated",
        ],
        "root": {
          "auth": false,
          "id": "p1",
          "name": "Page",
          "path": "/",
        },
        "space": [
          "path: pathCharacters",
        ],
        "trailing": [
          "path: pathTrailingSlash",
          "path: pathCharacters",
        ],
      }
    `)
  })

  it('trims the name before its length checks', () => {
    expect({
      empty: rowIssues('/x', ''),
      blank: rowIssues('/x', '   '),
      tooLong: rowIssues('/x', 'n'.repeat(61)),
      padded: rowIssues('/x', ` ${'n'.repeat(60)} `),
      both: rowIssues('', ''),
    }).toMatchInlineSnapshot(`
      {
        "blank": [
          "name: nameRequired",
        ],
        "both": [
          "path: pathRequired",
          "path: pathSlash",
          "path: pathCharacters",
          "name: nameRequired",
        ],
        "empty": [
          "name: nameRequired",
        ],
        "padded": {
          "auth": false,
          "id": "p1",
          "name": "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn",
          "path": "/x",
        },
        "tooLong": [
          "name: nameTooLong",
        ],
      }
    `)
  })

  it('validateStep keeps the first issue of each field', () => {
    const step = (path: string) => validateStep(state({ maintenance: { path, enabled: false } }), 'maintenance')
    expect([step(''), step('mantenimiento/'), step('/m/'), step('/m n')]).toMatchInlineSnapshot(`
      [
        {
          "maintenance.path": "pathRequired",
        },
        {
          "maintenance.path": "pathSlash",
        },
        {
          "maintenance.path": "pathTrailingSlash",
        },
        {
          "maintenance.path": "pathCharacters",
        },
      ]
    `)
    expect(validateStep(state({ pages: [{ id: 'a', path: ' ', name: ' ', auth: false }] }), 'pages'))
      .toMatchInlineSnapshot(`
      {
        "pages.0.name": "nameRequired",
        "pages.0.path": "pathRequired",
      }
    `)
  })
})

// Answers the wizard accepts, generated: every one must give a valid file.
const segment = fc.oneof(
  fc.stringMatching(/^[a-z0-9][a-z0-9\-._~]{0,8}$/),
  fc.stringMatching(/^:[a-z_][a-z0-9_]{0,5}$/),
)
const path = fc.oneof(
  fc.constant('/'),
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
)
const row = fc.record({ path, name: fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }), auth: fc.boolean() })
const answers = fc.record({
  siteName: fc.string({ minLength: 1, maxLength: 40 }),
  pages: fc.array(row, { minLength: 1, maxLength: 6 }),
  maintenance: fc.record({ path: fc.constantFrom('/construction', '/maintenance', '/m/down'), enabled: fc.boolean() }),
})

describe('generated answers', () => {
  it(
    'every set of answers that passes the wizard gives a file parseRoutes accepts, titles intact',
    { timeout: 120_000 },
    () => {
      let checked = 0
      fc.assert(
        fc.property(answers, (a) => {
          const s: WizardState = { step: 'review', ...a, pages: a.pages.map((p, i) => ({ id: `p${i}`, ...p })) }
          fc.pre(firstInvalidStep(s) === null)
          checked++
          const result = parse(s)
          if (!result.ok) throw new Error(`${JSON.stringify(result.diagnostics, null, 1)}\n${buildRoutesYaml(s)}`)
          expect(result.diagnostics).toEqual([])
          expect(result.config.routes.slice(0, s.pages.length).map((r) => r.title)).toEqual(
            s.pages.map((p) => p.name.trim()),
          )
        }),
        { numRuns: 300, seed: 20260505 },
      )
      expect(checked).toBeGreaterThan(100)
    },
  )
})
