/**
 * The messages of the layout tree's checks (_check-layouts.ts). Each says
 * what is wrong, where and how to fix it; test/layouts-checks.test.ts
 * snapshots them.
 */
import { MAX_LAYOUT_DEPTH } from '../layouts.js'
import { chainText, listText } from '../_words.js'

export const layoutMessages = {
  unknownParent(layout: string, parent: string, declared: readonly string[], close: string | undefined): string {
    const head = `Unknown parent layout "${parent}" of layout "${layout}". Declared layouts: ${listText(declared)}.`
    return close !== undefined
      ? `${head} Did you mean "${close}"?`
      : `${head} Declare "${parent}" under layouts, or remove "parent" to make "${layout}" an outermost layout.`
  },
  noneAsParent(layout: string): string {
    return `Layout "${layout}" has parent "none": "none" means no layout, so nothing can render inside it. Remove "parent" to make "${layout}" an outermost layout.`
  },
  cycle(cycle: readonly string[]): string {
    const shown = chainText([...cycle, cycle[0]!])
    return `Layout cycle: ${shown} (each arrow points at the parent). A layout renders inside its parent, so these would render inside each other without end. Remove "parent" from one of them.`
  },
  /** `chain` is outermost first, `layout` last. */
  tooDeep(layout: string, chain: readonly string[]): string {
    return `Layout "${layout}" is ${chain.length} layouts deep (${chain.join(' > ')}); at most ${MAX_LAYOUT_DEPTH} may nest. Give "${layout}" a parent nearer the outermost layout, or merge two of these layouts.`
  },
}
