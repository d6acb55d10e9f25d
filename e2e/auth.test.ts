// Scenario 4: sign-in against the Firebase Auth emulator. A signed-out visit
// to /dashboard ends on /login?redirect=/dashboard without the dashboard ever
// reaching the DOM; an account created on /login lands on the dashboard,
// survives a reload and signs out; `?redirect=//evil.example` is ignored.
import { expect, test } from 'vitest'
import { need } from './harness/context.js'
import { openTab, pathnameOf, seenMarkers, waitForPage, watchForMarkers } from './harness/page.js'
import { COPY, createAccount, signOut, submitLogin, uniqueEmail, waitForDashboard } from './harness/site.js'
import { useServedBuild } from './harness/suite.js'

const suite = useServedBuild('site', 'auth')

/** What only the dashboard shows: its layout's navigation, its account menu and the page's own text. */
const DASHBOARD_MARKERS = {
  selectors: [`nav[aria-label="${COPY.dashboardLayout.es.label}"]`],
  texts: [
    COPY.account.es.signOut,
    COPY.account.es.signedInAs,
    COPY.dashboard.es.title,
    COPY.dashboard.es.lead,
    COPY.dashboard.es.setups.title,
  ],
}

test('a signed-out visit to /dashboard ends on /login?redirect=/dashboard, never puts the dashboard in the DOM, and never requests its code', async () => {
  await need('emulator')
  const { page, context, errors } = await openTab(suite.browser)
  await watchForMarkers(context, DASHBOARD_MARKERS)
  // The dashboard's page, data module and layout are chunks of their own (Vite names them after their files).
  const dashboardCode: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname
    if (/^\/assets\/dashboard[-.]/.test(file)) dashboardCode.push(file)
  })
  await page.goto(suite.url('/dashboard'))
  await waitForPage(page, '/login')
  const url = new URL(page.url())
  expect(url.searchParams.get('redirect')).toBe('/dashboard')
  expect(url.search, 'the redirect stays readable').toBe('?redirect=/dashboard')
  expect(await seenMarkers(page)).toEqual([])

  // The same for a client-side navigation from a public page.
  await page.goto(suite.url('/'))
  await waitForPage(page, '/')
  await page.evaluate(() => {
    history.pushState(null, '', '/dashboard')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await waitForPage(page, '/login')
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard')
  expect(await seenMarkers(page)).toEqual([])
  expect(dashboardCode, "the guard turned the visitor away before the page's code was asked for").toEqual([])
  expect(errors).toEqual([])
  await context.close()
})

test('create an account, land on the dashboard, stay signed in across a reload, sign out and be sent away', async () => {
  await need('emulator')
  const email = uniqueEmail('auth')
  const { page, context, errors, console } = await openTab(suite.browser)
  await watchForMarkers(context, DASHBOARD_MARKERS)
  await createAccount(page, suite.served.origin, email)
  await page.getByRole('navigation', { name: COPY.dashboardLayout.es.label }).waitFor()
  await page.getByRole('button', { name: email }).waitFor()
  // The control for the first test: signed in, the same watcher does see the dashboard.
  expect((await seenMarkers(page)).length).toBeGreaterThan(0)

  await page.reload()
  await waitForPage(page, '/dashboard', 30_000)
  await page.getByRole('button', { name: email }).waitFor()

  await signOut(page, email)
  await page.waitForURL((u) => u.pathname !== '/dashboard', { timeout: 15_000 })
  await page.locator('h1').waitFor()
  // Signed out for real: the dashboard is closed again.
  await page.goto(suite.url('/dashboard'))
  await waitForPage(page, '/login')
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard')

  // The seed's start-up logs, in Spanish.
  for (const line of [
    'Inicializando Firebase...',
    'Firebase inicializado',
    'Usuario autenticado',
    'Usuario no autenticado',
  ]) {
    expect(
      console.some((entry) => entry.endsWith(`: ${line}`) || entry.includes(line)),
      `console shows "${line}"`,
    ).toBe(true)
  }
  expect(errors).toEqual([])
  await context.close()
})

test('after sign-in, ?redirect=//evil.example goes to /dashboard', async () => {
  await need('emulator')
  const email = uniqueEmail('evil')
  const setup = await openTab(suite.browser)
  await createAccount(setup.page, suite.served.origin, email)
  await setup.context.close()

  const { page, context, errors } = await openTab(suite.browser)
  await page.goto(suite.url('/login?redirect=//evil.example'))
  await waitForPage(page, '/login')
  await submitLogin(page, 'signIn', email)
  await waitForDashboard(page)
  expect(new URL(page.url()).origin).toBe(suite.served.origin)

  // An internal redirect is honoured, as the control.
  await signOut(page, email)
  await page.waitForURL((u) => u.pathname !== '/dashboard', { timeout: 15_000 })
  await page.goto(suite.url('/login?redirect=/colors'))
  await waitForPage(page, '/login')
  await submitLogin(page, 'signIn', email)
  await waitForPage(page, '/colors', 30_000)
  expect(pathnameOf(page)).toBe('/colors')
  expect(errors).toEqual([])
  await context.close()
})
