// The HTML half of `routekit links`, loaded only by that command (dist/links.cjs): parse5 and the srcset parser
// stay out of every other command's start-up.
import parseSrcset from '@fisker/parse-srcset'
import { parse, type DefaultTreeAdapterTypes } from 'parse5'

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document
type Element = DefaultTreeAdapterTypes.Element

/** One URL a page asks for, where it is written, and what a reader sees of it. */
export interface PageLink {
  /** The element and attribute: `a`, `href`. */
  element: string
  attribute: string
  /** The URL as written (one candidate of a srcset). */
  value: string
  /** 1-based, the attribute's position in the file. */
  line: number
  column: number
  /** The link's text (an `a`'s words, an `img`'s alt), whitespace collapsed; '' when it has none. */
  text: string
}

/** The attributes that name a URL the browser fetches or navigates to, by element. `srcset` holds a list. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  button: ['formaction'],
  input: ['src', 'formaction'],
}

/** `<link rel>` values that name an origin to connect to, not a resource: nothing to answer. */
const ORIGIN_ONLY_RELS = new Set(['preconnect', 'dns-prefetch'])

const SILENT = { error: () => {} }

/** A page's URLs, and its `<base href>` (what relative URLs resolve against), when it has one. */
export interface PageLinks {
  base: string | undefined
  links: PageLink[]
}

/**
 * Every URL a page names, with its position, parsed by parse5 (the HTML
 * parser jsdom uses, so the tree is the one a browser builds). Elements the
 * parser made up are skipped (parse5 gives them no position: the copies the
 * adoption agency algorithm makes of an `<a>` a block split, which carry the
 * original's href); the original is checked. `<template>` content is inert
 * and `<noscript>` is read as markup, as a browser without scripts reads it.
 */
export function linksOf(html: string): PageLinks {
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false })
  const links: PageLink[] = []
  let base: string | undefined
  const visit = (node: Node): void => {
    if ('tagName' in node) {
      if (node.tagName === 'base' && base === undefined) base = _attr(node, 'href')
      _collect(node, links)
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
  }
  visit(document)
  return { base, links }
}

function _collect(element: Element, links: PageLink[]): void {
  const names = URL_ATTRIBUTES[element.tagName]
  const location = element.sourceCodeLocation
  if (!names || !location) return
  if (element.tagName === 'link') {
    const rels = (_attr(element, 'rel') ?? '').toLowerCase().split(/\s+/)
    if (rels.some((rel) => ORIGIN_ONLY_RELS.has(rel))) return
  }
  if (
    element.tagName === 'input' &&
    _attr(element, 'src') !== undefined &&
    (_attr(element, 'type') ?? '').toLowerCase() !== 'image'
  )
    return
  for (const attribute of names) {
    const value = _attr(element, attribute)
    const at = location.attrs?.[attribute]
    if (value === undefined || !at) continue
    const values =
      attribute === 'srcset' ? parseSrcset(value, { logger: SILENT }).map((candidate) => candidate.url) : [value]
    for (const one of values) {
      links.push({
        element: element.tagName,
        attribute,
        value: one,
        line: at.startLine,
        column: at.startCol,
        text: _textOf(element),
      })
    }
  }
}

function _attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value
}

/** What a reader sees of the link: an `<a>`'s words (else its aria-label, title or image's alt), an image's alt. */
function _textOf(element: Element): string {
  const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  if (element.tagName === 'a' || element.tagName === 'area' || element.tagName === 'button') {
    return (
      words(_textContent(element)) ||
      words(_attr(element, 'aria-label')) ||
      words(_attr(element, 'title')) ||
      words(_firstAlt(element)) ||
      words(_attr(element, 'alt'))
    )
  }
  return words(_attr(element, 'alt')) || words(_attr(element, 'title'))
}

function _textContent(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value
  if (!('childNodes' in node)) return ''
  return node.childNodes.map(_textContent).join('')
}

function _firstAlt(node: Node): string | undefined {
  if ('tagName' in node && node.tagName === 'img') return _attr(node, 'alt')
  if (!('childNodes' in node)) return undefined
  for (const child of node.childNodes) {
    const alt = _firstAlt(child)
    if (alt) return alt
  }
  return undefined
}
