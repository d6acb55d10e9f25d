// @vitest-environment jsdom
// applyPageLinks(): after a navigation on the client, a prerendered page's canonical and hreflang links name the page
// now shown, under the root the prerenderer kept (data-routekit-root), each locale's version through pathInLocale().
import { beforeEach, describe, expect, it } from 'vitest'
import { parseRoutes, type RoutesConfig } from '../../src/index.js'
import { applyPageLinks } from '../../src/browser/head.js'

function config(): RoutesConfig {
  const result = parseRoutes(`
version: 1
i18n: { locales: [es, en], default: es }
routes:
  - { path: /, name: index, page: index }
  - { path: /about, name: about, page: about }
  - { path: /construction, name: construction, page: construction, layout: none }
`)
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics))
  return result.config
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => [
    l.getAttribute('rel'),
    l.getAttribute('hreflang'),
    l.getAttribute('href'),
  ])

describe('applyPageLinks', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      '<link rel="canonical" href="https://example.com/docs/" data-routekit-root="https://example.com/docs" />',
      '<link rel="alternate" hreflang="es" href="https://example.com/docs/" />',
      '<link rel="alternate" hreflang="en" href="https://example.com/docs/en/" />',
      '<link rel="alternate" hreflang="x-default" href="https://example.com/docs/" />',
    ].join('')
  })

  it('points the canonical and every alternate at the page now shown, in each locale', () => {
    applyPageLinks(config(), '/en/about')
    expect(links()).toEqual([
      ['canonical', null, 'https://example.com/docs/en/about'],
      ['alternate', 'es', 'https://example.com/docs/about'],
      ['alternate', 'en', 'https://example.com/docs/en/about'],
      ['alternate', 'x-default', 'https://example.com/docs/about'],
    ])
    applyPageLinks(config(), '/')
    expect(links().map((l) => l[2])).toEqual([
      'https://example.com/docs/',
      'https://example.com/docs/',
      'https://example.com/docs/en/',
      'https://example.com/docs/',
    ])
  })

  it('leaves a document alone whose canonical the prerenderer did not mark (the SPA shell, a hand-written one)', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://example.com/elsewhere" />'
    applyPageLinks(config(), '/about')
    expect(links()).toEqual([['canonical', null, 'https://example.com/elsewhere']])
  })
})
