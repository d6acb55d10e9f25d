// What the scenarios know about apps/site: its routes (from the root
// routes.yaml, through router-core's own parser), its copy (imported from the
// site's locale files, so a copy edit cannot break a test) and its sign-in UI.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import * as commonEs from '../../apps/site/src/i18n/locales/common.js'
import * as commonEn from '../../apps/site/src/i18n/locales/common-en.js'
import * as shell from '../../apps/site/src/components/locales/shell.js'
import * as login from '../../apps/site/src/pages/locales/login.js'
import * as account from '../../apps/site/src/auth/locales/account.js'
import * as dashboard from '../../apps/site/src/pages/locales/dashboard.js'
import * as errorPage from '../../apps/site/src/components/locales/error-page.js'
import * as dashboardLayout from '../../apps/site/src/layouts/locales/dashboard-layout.js'
import { localized, parseRoutes, type RouteDef, type RoutesConfig } from '../../packages/router-core/src/index.js'
import { normalizePathname } from '../../packages/router-core/src/config/match/paths.js'
import { prerenderPaths } from '../../packages/router-core/src/vite/prerender-paths.js'
import { ROOT } from './build.js'
import { waitForPage } from './page.js'

/** The site's copy by namespace and language, as its locale files define it. */
export const COPY = {
  common: { es: commonEs.es, en: commonEn.en },
  shell,
  login,
  account,
  dashboard,
  errorPage,
  dashboardLayout,
}

/** The root routes.yaml, parsed and validated by router-core. */
export function readSiteRoutes(): RoutesConfig {
  const file = join(ROOT, 'routes.yaml')
  const result = parseRoutes(readFileSync(file, 'utf8'))
  if (!result.ok) {
    const lines = result.diagnostics.map((d) => `${file}:${d.line}:${d.column} ${d.code} ${d.message}`)
    throw new Error(`The root routes.yaml is invalid:\n${lines.join('\n')}`)
  }
  return result.config
}

/**
 * The open pages of `config`: the routes the build prerenders, as
 * prerenderPaths() decides (no guards, no params), in routes.yaml order.
 */
export function openRoutes(config: RoutesConfig = readSiteRoutes()): RouteDef[] {
  const paths = new Set(prerenderPaths(config))
  return config.routes.filter((route) => paths.has(normalizePathname(route.path)))
}

/**
 * A route's title and description as a page in `locale` shows them (routes.yaml writes them by locale), read
 * with router-core's own localized(). Spanish, the site's default locale, unless asked.
 */
export function headOf(route: RouteDef, locale = 'es'): { title: string | undefined; description: string | undefined } {
  return { title: localized(route.title, locale, 'es'), description: localized(route.description, locale, 'es') }
}

/** A fresh address for a new emulator account, so reruns never collide. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

export const PASSWORD = 'correct-horse-42'

/** The sign-in page's mode buttons (Sign in / Create account / Reset). */
function _modeButton(page: Page, mode: 'signIn' | 'create' | 'reset') {
  return page
    .getByRole('group', { name: login.es.modes.label })
    .getByRole('button', { name: login.es.modes[mode], exact: true })
}

/**
 * Fills the /login form in `mode` and submits it. The page must already show
 * /login (in Spanish, the default language).
 */
export async function submitLogin(
  page: Page,
  mode: 'signIn' | 'create',
  email: string,
  password = PASSWORD,
): Promise<void> {
  await _modeButton(page, mode).click()
  await page.locator('#login-email').fill(email)
  await page.locator('#login-password').fill(password)
  await page.locator('form button[type="submit"]').click()
}

/**
 * Waits for the dashboard after a sign-in or sign-up; when it does not come,
 * fails with what the login page shows instead (its error notice, the URL).
 */
export async function waitForDashboard(page: Page, timeout = 30_000): Promise<void> {
  try {
    await waitForPage(page, '/dashboard', timeout)
  } catch (error) {
    const notices = await page
      .locator('[aria-live="polite"]')
      .allTextContents()
      .catch(() => [])
    const shown =
      notices
        .map((text) => text.trim())
        .filter(Boolean)
        .join(' | ') || '(no notice)'
    throw new Error(
      `Expected the dashboard after signing in, but the page is ${page.url()} and shows: ${shown}
${String(error)}`,
      { cause: error },
    )
  }
}

/** Creates an account through /login at `origin` and waits for the dashboard. */
export async function createAccount(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`)
  await waitForPage(page, '/login')
  await submitLogin(page, 'create', email)
  await waitForDashboard(page)
}

/** Signs out through the dashboard's user menu. */
export async function signOut(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: email }).click()
  await page.getByRole('button', { name: account.es.signOut, exact: true }).click()
}
