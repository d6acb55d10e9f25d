// What the scenarios know about apps/site: its routes (from the root
// routes.yaml, through router-core's own parser), its copy (imported from the
// site's locale files, so a copy edit cannot break a test) and its sign-in UI.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import * as common from '../../apps/site/src/i18n/locales/common.js'
import * as login from '../../apps/site/src/pages/locales/login.js'
import * as account from '../../apps/site/src/auth/locales/account.js'
import * as dashboard from '../../apps/site/src/pages/locales/dashboard.js'
import { parseRoutes, type RoutesConfig } from '../../packages/router-core/src/index.js'
import { ROOT } from './build.js'
import { waitForPage } from './page.js'

export const COPY = { common, login, account, dashboard }

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

/** A fresh address for a new emulator account, so reruns never collide. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

export const PASSWORD = 'correct-horse-42'

/** The sign-in page's mode buttons (Sign in / Create account / Reset). */
function _modeButton(page: Page, mode: 'signIn' | 'create' | 'reset') {
  return page.getByRole('group', { name: login.es.modes.label }).getByRole('button', { name: login.es.modes[mode], exact: true })
}

/**
 * Fills the /login form in `mode` and submits it. The page must already show
 * /login (in Spanish, the default language).
 */
export async function submitLogin(page: Page, mode: 'signIn' | 'create', email: string, password = PASSWORD): Promise<void> {
  await _modeButton(page, mode).click()
  await page.locator('#login-email').fill(email)
  await page.locator('#login-password').fill(password)
  await page.locator('form button[type="submit"]').click()
}

/** Creates an account through /login at `origin` and waits for the dashboard. */
export async function createAccount(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/login`)
  await waitForPage(page, '/login')
  await submitLogin(page, 'create', email)
  await waitForPage(page, '/dashboard', 30_000)
}

/** Signs out through the dashboard's user menu. */
export async function signOut(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: email }).click()
  await page.getByRole('button', { name: account.es.signOut, exact: true }).click()
}
