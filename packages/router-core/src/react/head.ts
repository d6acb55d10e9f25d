import type { RouteDef } from '../config/schema.js'

/** What the document had before routekit touched it, to fall back on for routes without a title or description. */
export interface HeadDefaults {
  title: string
  description: string | null
}

/**
 * Reads the document's own title and description once, before the first route
 * changes them. A prerendered page already carries its route's head, so the
 * prerenderer keeps index.html's originals on `<html data-routekit-title
 * data-routekit-description>`; those win when present.
 */
export function readHeadDefaults(doc: Document = document): HeadDefaults {
  const kept = doc.documentElement.dataset
  return {
    title: kept.routekitTitle ?? doc.title,
    description: kept.routekitDescription ?? doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  }
}

/**
 * Sets `document.title` and `<meta name="description">` from the route's
 * `title` and `description` in routes.yaml; a route without them gets the
 * document's defaults back.
 */
export function applyHead(route: Pick<RouteDef, 'title' | 'description'> | undefined, defaults: HeadDefaults, doc: Document = document): void {
  const title = route?.title ?? defaults.title
  if (doc.title !== title) doc.title = title
  const description = route?.description ?? defaults.description
  let meta = doc.querySelector('meta[name="description"]')
  if (description === null) {
    meta?.remove()
    return
  }
  if (!meta) {
    meta = doc.createElement('meta')
    meta.setAttribute('name', 'description')
    doc.head.appendChild(meta)
  }
  if (meta.getAttribute('content') !== description) meta.setAttribute('content', description)
}
