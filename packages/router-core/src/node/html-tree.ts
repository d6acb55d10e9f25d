/**
 * Built HTML read by a parser: parse5 builds the tree a browser builds (the
 * spec's tokenizer: script and style text, entities, `</script` inside a
 * string, foreign content, `<template>`), with each node's offsets in the
 * source. The CSP hashes (inline-blocks.ts) read inline blocks from it, and the
 * prerender edits (vite/_html.ts) splice the source at its offsets, as Vite's
 * traverseHtml() does, so everything they do not touch stays byte-identical.
 * Build time only: nothing here reaches the browser.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5'

export type HtmlElement = DefaultTreeAdapterTypes.Element
type ParentNode = DefaultTreeAdapterTypes.ParentNode

/** The document tree of `html`, with source offsets. Never throws: a browser repairs any markup, and so does parse5. */
export function parseHtml(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { sourceCodeLocationInfo: true })
}

/**
 * Every element of the tree in document order, `<template>` content included
 * (its blocks are the page's too, once a script clones them).
 */
export function elementsOf(root: ParentNode): HtmlElement[] {
  const out: HtmlElement[] = []
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue
      out.push(child)
      visit(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child)
    }
  }
  visit(root)
  return out
}

/** The value of an attribute, its character references decoded; undefined when the element has none. */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name && a.namespace === undefined)?.value
}

/** The text inside an element, as the DOM's textContent of its text children (a script's or style's body). */
export function textOf(element: HtmlElement): string {
  let text = ''
  for (const child of element.childNodes)
    if (child.nodeName === '#text') text += (child as DefaultTreeAdapterTypes.TextNode).value
  return text
}

/** The first element with this tag name, in document order. */
export function firstElement(elements: readonly HtmlElement[], tagName: string): HtmlElement | undefined {
  return elements.find((e) => e.tagName === tagName)
}
