import { describeStep, type Resolution } from '@routekit/router-core'
import { createColors } from '../_color.js'
import { plural } from '../report.js'
import type { Explanation, GuardMode, Hop } from './_explanation.js'

/** Printed wherever guards were left alone. */
const NOT_RUN = 'not run (pass --signed-in or --signed-out to simulate)'

function _guardNote(mode: GuardMode, login: string | null): string {
  if (mode === 'signed-in') return 'signed in (simulated: every guard allows)'
  if (mode === 'not-run') return NOT_RUN
  return login === null
    ? 'signed out (simulated: every guard answers 404; no route is named "login", pass --login <path>)'
    : `signed out (simulated: every guard redirects to ${login})`
}

/**
 * The human explanation: a header with the conditions, one block per hop with
 * resolve()'s own steps and its answer, then a one-line result.
 */
export function formatExplanation(e: Explanation, options: { color: boolean }): string {
  const c = createColors(options.color)
  const out: string[] = []
  out.push(`${c.bold('explain')} ${c.cyan(e.path)} ${c.dim(`in ${e.file}`)}`)
  out.push(
    `${c.dim('maintenance:')} ${e.maintenance ? c.yellow('on') : 'off'}   ${c.dim('guards:')} ${_guardNote(e.guards, e.login)}`,
  )
  e.hops.forEach((hop, i) => {
    out.push('', `${c.bold(`${i + 1}.`)} ${c.cyan(hop.path)}`)
    for (const step of hop.resolution.steps) {
      const simulated = step.rule === 'guard' && e.guards !== 'not-run' ? c.dim(` (simulated: ${e.guards})`) : ''
      out.push(`   ${c.dim(step.rule.padEnd(11))} ${describeStep(step)}${simulated}`)
    }
    if (hop.resolution.kind === 'render' && hop.resolution.pendingGuards.length > 0) {
      out.push(`   ${c.dim('guards'.padEnd(11))} ${hop.resolution.pendingGuards.join(', ')}: ${NOT_RUN}`)
    }
    out.push(`   ${c.bold('⇒')} ${_answer(hop.resolution, c)}`)
  })
  out.push('', _result(e, c), '')
  return out.join('\n')
}

/** `layout "default"`, or for a nested layout its chain, outermost first: `layouts shell > dashboard > settings`. */
function _layoutWords(r: Extract<Resolution, { kind: 'render' }>): string {
  return r.layouts.length > 1 ? `layouts ${r.layouts.join(' > ')}` : `layout "${r.layout}"`
}

function _answer(r: Resolution, c: ReturnType<typeof createColors>): string {
  switch (r.kind) {
    case 'render': {
      const params = Object.entries(r.params).map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
      const withParams = params.length > 0 ? ` with ${params.join(', ')}` : ''
      const [one, ...more] = r.pendingGuards
      const pending =
        one === undefined
          ? ''
          : more.length === 0
            ? `, once guard ${one} allows`
            : `, once guards ${r.pendingGuards.join(', ')} allow`
      return c.green(`renders page "${r.route.page}" in ${_layoutWords(r)}${withParams}${pending}`)
    }
    case 'redirect':
      return c.yellow(`${r.status} redirect to ${r.to} (${r.reason})`)
    case 'external':
      return c.yellow(`${r.status} redirect out of the site to ${r.to} (${r.reason})`)
    case 'not-found':
      return c.red(`${r.status} ${r.message}`)
    case 'error':
      return c.red(`${r.status} ${r.message}`)
  }
}

function _result(e: Explanation, c: ReturnType<typeof createColors>): string {
  const label = c.bold('Result:')
  if (e.stopped) return `${label} ${c.red(e.stopped.message)}`
  const last: Hop | undefined = e.hops[e.hops.length - 1]
  if (!last) return `${label} nothing to explain`
  const redirects = e.hops.length - 1
  const after = redirects > 0 ? ` after ${plural(redirects, 'redirect')}` : ''
  const r = last.resolution
  switch (r.kind) {
    case 'render': {
      const pending = r.pendingGuards.length > 0 ? `; guards ${NOT_RUN}` : ''
      // routes.yaml does not say whether the page or its layouts have a loader, and explain runs no app code.
      const loaders = `${r.layouts.length > 0 ? ' or of its layouts' : ''} runs in the app only, and may still answer 404 (a thrown 404 Response) or redirect`
      return `${label} ${c.green(`route "${r.route.name}" renders page "${r.route.page}" in ${_layoutWords(r)}`)}${after}${pending}\n${c.dim(`A loader of page "${r.route.page}"${loaders}: explain reads routes.yaml and runs none.`)}`
    }
    case 'external':
      return `${label} ${c.yellow(`leaves the site for ${r.to} (${r.status})`)}${after}`
    case 'not-found':
    case 'error':
      return `${label} ${c.red(`${r.status} ${r.message}`)}${after}`
    case 'redirect':
      return `${label} ${c.yellow(`${r.status} redirect to ${r.to}`)}${after}`
  }
}
