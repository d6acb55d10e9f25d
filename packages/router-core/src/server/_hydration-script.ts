/**
 * React Router's StaticRouterProvider renders the app, then its hydration script (`window.__staticRouterHydrationData
 * = …`). Inside the app's container React would try to hydrate that script as part of the app, so the prerenderer
 * writes it after the container: this takes it off the rendered markup, found by parse5 (the spec's parser: a
 * `</script>` inside the app's text cannot fool it), and cut at the offsets parse5 gives, so the app's markup stays
 * byte for byte as React wrote it. A wrapper (`renderPage()`'s `wrap`) may hold it: it is taken from there too.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5'

type _Node = DefaultTreeAdapterTypes.ChildNode

const _HYDRATION = 'window.__staticRouterHydrationData'

/** The rendered app and React Router's hydration script (the whole `<script>` element), apart. */
export function splitHydrationScript(rendered: string): { html: string; script: string } {
  const fragment = parseFragment(rendered, { sourceCodeLocationInfo: true })
  let found: DefaultTreeAdapterTypes.Element | undefined
  const visit = (nodes: readonly _Node[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue
      if (node.tagName === 'script') {
        const text = node.childNodes[0]
        if (text && 'value' in text && text.value.startsWith(_HYDRATION)) found = node
      } else visit(node.childNodes)
    }
  }
  visit(fragment.childNodes)
  const at = found?.sourceCodeLocation
  if (!at) return { html: rendered, script: '' }
  return {
    html: rendered.slice(0, at.startOffset) + rendered.slice(at.endOffset),
    script: rendered.slice(at.startOffset, at.endOffset),
  }
}
