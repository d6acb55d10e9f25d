/**
 * The checks of the map form of `layouts:` (layouts.ts): each parent is a
 * declared layout, not `none`, no layout is its own ancestor, and no chain is
 * deeper than MAX_LAYOUT_DEPTH. The list form has no parents, so nothing here.
 */
import { diagnostic } from './codes.js'
import { NO_LAYOUT } from './constants.js'
import type { Diagnostic, Locate } from './diagnostics.js'
import { layoutNames, layoutParent, MAX_LAYOUT_DEPTH, type WithLayouts } from './layouts.js'
import { layoutMessages } from './_layout-messages.js'
import { suggest } from './_suggest.js'

/** Every problem of the layout tree, each reported once, at the `parent` to change. */
export function checkLayoutTree(config: WithLayouts, locate: Locate): Diagnostic[] {
  if (Array.isArray(config.layouts)) return []
  const names = layoutNames(config)
  const declared = new Set(names)
  const out: Diagnostic[] = []
  const report = (code: 'RK406' | 'RK407' | 'RK408' | 'RK409', layout: string, message: string) => {
    const path = ['layouts', layout, 'parent']
    out.push(diagnostic(code, message, locate(path), path.join('.')))
  }
  // Parents that are themselves wrong are reported first; the walks below stop at them.
  for (const name of names) {
    const parent = layoutParent(config, name)
    if (parent === undefined || declared.has(parent)) continue
    if (parent === NO_LAYOUT) report('RK409', name, layoutMessages.noneAsParent(name))
    else report('RK406', name, layoutMessages.unknownParent(name, parent, names, suggest(parent, names)))
  }
  const inCycle = new Set<string>()
  for (const name of names) {
    // The chain from `name` outwards: each parent, until a layout without one (or a wrong one, reported above).
    const chain = [name]
    let cycle: string[] | undefined
    for (
      let parent = layoutParent(config, name);
      parent !== undefined && declared.has(parent);
      parent = layoutParent(config, parent)
    ) {
      const seen = chain.indexOf(parent)
      if (seen !== -1) {
        cycle = chain.slice(seen)
        break
      }
      chain.push(parent)
    }
    if (cycle) {
      // Reported once, by the cycle's first layout in file order.
      if (!cycle.some((l) => inCycle.has(l))) {
        const first = names.find((l) => cycle.includes(l))!
        const from = cycle.indexOf(first)
        report('RK407', first, layoutMessages.cycle([...cycle.slice(from), ...cycle.slice(0, from)]))
      }
      for (const l of cycle) inCycle.add(l)
      continue
    }
    // Reported at the layout that first goes past the limit: moving it up fixes the layouts inside it too.
    if (chain.length === MAX_LAYOUT_DEPTH + 1) report('RK408', name, layoutMessages.tooDeep(name, [...chain].reverse()))
  }
  return out
}
