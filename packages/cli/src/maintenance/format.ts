import type { ChalkInstance } from 'chalk'
import type { MaintenanceFile } from '@routekit/router-core'
import { parseBypass } from '@routekit/router-core'
import { safeText } from '../_safe-text.js'
import type { AuditEntry } from './audit-log.js'

/** `2030-06-01 18:00:00 UTC (in 1h 56m)`: exact for logs, relative for people. */
export function formatTime(iso: string, now: Date): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  const exact = at
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')
  const diff = at.getTime() - now.getTime()
  if (Math.abs(diff) < 60_000) return `${exact} (just now)`
  const span = _span(Math.abs(diff))
  return `${exact} (${diff >= 0 ? `in ${span}` : `${span} ago`})`
}

function _span(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  const d = Math.floor(minutes / 1440)
  const h = Math.floor((minutes % 1440) / 60)
  const m = minutes % 60
  return [d && `${d}d`, h && `${h}h`, m && `${m}m`].filter(Boolean).join(' ')
}

/** The human status: on or off, since when, by whom, the message, the back-by time and the allowed paths. Data goes through safeText(). */
export function formatFlag(flag: MaintenanceFile | undefined, file: string, now: Date, c: ChalkInstance): string {
  if (!flag) return `Maintenance is ${c.green('OFF')} (there is no maintenance.json)\n  File:     ${safeText(file)}\n`
  const lines = [
    `Maintenance is ${flag.enabled ? c.red.bold('ON') : c.green('OFF')} since ${safeText(formatTime(flag.updatedAt, now))}, by ${safeText(flag.updatedBy)}`,
  ]
  if (flag.enabled) {
    lines.push(
      `  Message:  ${flag.message !== undefined ? safeText(flag.message) : c.dim('(none: the construction page shows its default text)')}`,
    )
    if (flag.until) {
      const passed = new Date(flag.until).getTime() <= now.getTime()
      lines.push(
        `  Back by:  ${safeText(formatTime(flag.until, now))}${passed ? c.yellow('  the back-by time has passed; maintenance stays on until "routekit maintenance off"') : ''}`,
      )
    } else lines.push(`  Back by:  ${c.dim('(not set)')}`)
    lines.push(
      `  Allowed:  ${flag.allow?.length ? safeText(flag.allow.join(', ')) : c.dim('(none)')}, plus the maintenance route and routes.yaml's maintenance.allow`,
    )
    lines.push(`  Preview:  ${_preview(flag.bypass, c)}`)
  }
  lines.push(`  File:     ${safeText(file)}`)
  return lines.join('\n') + '\n'
}

/** What `bypass` holds; an older file's form, which lets no one in now, is named with the way out (docs/maintenance.md). */
function _preview(bypass: string | undefined, c: ChalkInstance): string {
  if (!bypass) return c.dim('no token (add one with --secret)')
  if (parseBypass(bypass)?.kind === 'keyhash')
    return 'a ?preview= token is set (only a slow salted verifier of it is stored)'
  return `a ?preview= token was set by an older routekit, ${c.yellow('in a form that lets no one in any more (its public file holds what a cookie would need); run "routekit maintenance on --secret" for a new token')}`
}

/** One line per audit entry, oldest first. The log is data: every field goes through safeText(). */
export function formatHistory(entries: readonly AuditEntry[], c: ChalkInstance): string {
  if (entries.length === 0) return 'No changes logged yet (maintenance.log is empty or missing).\n'
  const rows = entries.map((e) => {
    const options = Object.entries(e.options ?? {})
      .map(([k, v]) => `${k}=${typeof v === 'string' ? JSON.stringify(v) : Array.isArray(v) ? v.join(',') : String(v)}`)
      .join(' ')
    const action = e.action === 'on' ? c.red(e.action.padEnd(3)) : c.green(safeText(String(e.action)).padEnd(3))
    return `${safeText(String(e.time))}  ${action}  ${safeText(String(e.user))}${options ? `  ${c.dim(safeText(options))}` : ''}`
  })
  return `Last ${entries.length} change${entries.length === 1 ? '' : 's'} (maintenance.log):\n${rows.map((r) => `  ${r}`).join('\n')}\n`
}
