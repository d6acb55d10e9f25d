/**
 * The checks of the map form of `layouts:` (layouts.ts): each parent is a
 * declared layout, not `none`, no layout is its own ancestor, and no chain is
 * deeper than MAX_LAYOUT_DEPTH. The list form has no parents, so nothing here.
 *
 * Each layout is walked once: its depth (or the cycle it leads into) is
 * remembered, so a chain of n layouts costs n steps, not n² (issue 41: a
 * 1,500-layout chain took seconds).
 */
import { diagnostic } from '../codes.js'
import { NO_LAYOUT } from '../constants.js'
import type { Diagnostic, Locate } from '../diagnostics.js'
import { layoutNames, layoutParent, MAX_LAYOUT_DEPTH, type WithLayouts } from '../layouts.js'
import { layoutMessages } from './_layout-messages.js'
import { suggest } from '../suggest.js'

/** What the walk knows of a layout: how many layouts deep it is (itself included), or the cycle above it. */
type Known = { depth: number } | { cycle: string[] }

/** Every problem of the layout tree, each reported once, at the `parent` to change. */
export function checkLayoutTree(config: WithLayouts, locate: Locate): Diagnostic[] {
  if (Array.isArray(config.layouts)) return []
  const names = layoutNames(config)
  const declared = new Set(names)
  const out: Diagnostic[] = []
  const report = (code: 'RK406' | 'RK407' | 'RK408' | 'RK409', layout: string, message: string | (() => string)) => {
    const path = ['layouts', layout, 'parent']
    out.push(diagnostic(code, message, locate(path), path.join('.')))
  }
  // Parents that are themselves wrong are reported first; the walks below stop at them.
  for (const name of names) {
    const parent = layoutParent(config, name)
    if (parent === undefined || declared.has(parent)) continue
    if (parent === NO_LAYOUT) report('RK409', name, layoutMessages.noneAsParent(name))
    else report('RK406', name, () => layoutMessages.unknownParent(name, parent, names, suggest(parent, names)))
  }
  const known = new Map<string, Known>()
  const order = new Map(names.map((name, i) => [name, i]))
  for (const name of names) {
    if (known.has(name)) continue
    // Up from `name` to a layout already known, to one without a (declared) parent, or back onto this walk.
    const walk: string[] = []
    const onWalk = new Map<string, number>()
    let at: string | undefined = name
    let above: Known = { depth: 0 }
    while (at !== undefined && declared.has(at)) {
      const seen = known.get(at)
      if (seen) {
        above = seen
        break
      }
      const loop = onWalk.get(at)
      if (loop !== undefined) {
        const cycle = walk.slice(loop)
        // Reported once, by the cycle's first layout in file order, starting there.
        let from = 0
        for (let i = 1; i < cycle.length; i++) if (order.get(cycle[i]!)! < order.get(cycle[from]!)!) from = i
        report('RK407', cycle[from]!, layoutMessages.cycle([...cycle.slice(from), ...cycle.slice(0, from)]))
        above = { cycle }
        for (const l of cycle) known.set(l, above)
        walk.length = loop
        break
      }
      onWalk.set(at, walk.length)
      walk.push(at)
      at = layoutParent(config, at)
    }
    // Down the walk again, outermost first: each layout is one deeper than its parent.
    for (let i = walk.length - 1; i >= 0; i--) {
      const layout = walk[i]!
      above = 'cycle' in above ? above : { depth: above.depth + 1 }
      known.set(layout, above)
      // Reported at the layout that first goes past the limit: moving it up fixes the layouts inside it too.
      if ('depth' in above && above.depth === MAX_LAYOUT_DEPTH + 1) {
        const chain: string[] = []
        for (let l: string | undefined = layout; chain.length <= MAX_LAYOUT_DEPTH; l = layoutParent(config, l!))
          chain.unshift(l!)
        report('RK408', layout, layoutMessages.tooDeep(layout, chain))
      }
    }
  }
  return out
}
