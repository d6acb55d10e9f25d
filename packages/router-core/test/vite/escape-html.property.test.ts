// The prerenderer writes titles, descriptions and URLs through escape-html (it replaced a hand-written escaper that
// left the apostrophe as it is). The oracle is parse5, the HTML spec's parser: whatever the text, a page reads it back
// unchanged, in a double-quoted attribute and in a <title>, so the page a browser builds is the one it built before.
import escapeHtml from 'escape-html'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { attributeOf, elementsOf, firstElement, parseHtml, textOf } from '../../src/node/html-tree.js'
import { propertyRuns } from '../_property.js'

/** The escaper escape-html replaced, kept here to compare what a parser reads from each. */
const before = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// HTML's own hard characters, often, among any others (NUL and lone surrogates aside: a parser replaces them).
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '<', '>', '"', "'", '&amp;', '&#39;', '</title>', ';', '#', 'x'),
    fc.string({ minLength: 1, maxLength: 1 }).filter((c) => c !== '\0'),
  ),
})

const readBack = (escape: (text: string) => string, value: string) => {
  const elements = elementsOf(
    parseHtml(`<!doctype html><html data-v="${escape(value)}"><head><title>${escape(value)}</title></head></html>`),
  )
  return {
    attribute: attributeOf(firstElement(elements, 'html')!, 'data-v'),
    title: textOf(firstElement(elements, 'title')!),
  }
}

describe('escape-html in built pages', () => {
  it('parse5 reads every text back as it was, and as it read the old escaper’s output', () => {
    fc.assert(
      fc.property(text, (value) => {
        const read = readBack(escapeHtml, value)
        // \r\n and a lone \r are a newline to an HTML parser, in both places, whichever escaper wrote them.
        const expected = value.replace(/\r\n?/g, '\n')
        expect(read).toEqual({ attribute: expected, title: expected })
        expect(read).toEqual(readBack(before, value))
      }),
      propertyRuns(2_000),
    )
  })
})
