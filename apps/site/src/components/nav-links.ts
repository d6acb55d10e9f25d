import type { RouteName } from '@routekit/router-core'

/**
 * The site's public links, in one place so the header, the mobile menu and the
 * footer never disagree. `label` (and a group's `title`) is a key in the `shell`
 * namespace (shell-i18n.ts); the components that render them use it.
 */
export interface NavItem {
  /** The route's name in routes.yaml: href(to) is its URL. */
  to: RouteName
  label: string
}

/** The marketing pages, in reading order; the header shows them all. */
export const PRIMARY_LINKS: readonly NavItem[] = [
  { to: 'about', label: 'nav.about' },
  { to: 'benefits', label: 'nav.benefits' },
  { to: 'technology', label: 'nav.technology' },
  { to: 'strategy', label: 'nav.strategy' },
  { to: 'about-us', label: 'nav.aboutUs' },
  { to: 'subscribe', label: 'nav.subscribe' },
]

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavItem[] }[] = [
  {
    title: 'footer.product',
    links: [
      { to: 'benefits', label: 'nav.benefits' },
      { to: 'technology', label: 'nav.technology' },
      { to: 'onboarding', label: 'nav.onboarding' },
      { to: 'subscribe', label: 'nav.subscribe' },
    ],
  },
  {
    title: 'footer.project',
    links: [
      { to: 'about', label: 'nav.about' },
      { to: 'about-us', label: 'nav.aboutUs' },
      { to: 'strategy', label: 'nav.strategy' },
    ],
  },
  {
    title: 'footer.resources',
    links: [
      { to: 'colors', label: 'nav.colors' },
      { to: 'i18n-test', label: 'nav.i18nTest' },
      { to: 'login', label: 'nav.login' },
      { to: 'dashboard', label: 'nav.dashboard' },
    ],
  },
]
