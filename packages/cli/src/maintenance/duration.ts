/**
 * `--until`: an ISO time or a duration from now (`45s`, `90m`, `2h`, `1d`,
 * or a sum such as `1h30m`). It must lie in the future, and within a year.
 */

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const
const MAX_AHEAD_MS = 366 * UNIT_MS.d
const DURATION = /^(?:\d+[smhd])+$/
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i

const HOW = 'Give a duration such as 45s, 90m, 2h, 1d or 1h30m, or an ISO time such as 2030-06-01T18:00:00Z.'

/** Parses `--until` against `now`; returns the time as ISO (UTC), or an error that says how to fix it. */
export function parseUntil(input: string, now: Date): { ok: true; iso: string } | { ok: false; error: string } {
  const text = input.trim()
  let at: number
  if (DURATION.test(text)) {
    let ms = 0
    for (const [, amount, unit] of text.matchAll(/(\d+)([smhd])/g))
      ms += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS]
    at = now.getTime() + ms
  } else if (ISO_TIME.test(text)) {
    // Without a zone, the time is local to the machine that runs the command, as in JavaScript.
    at = Date.parse(text.replace(' ', 'T'))
    if (Number.isNaN(at)) return { ok: false, error: `--until ${JSON.stringify(input)} is not a real date. ${HOW}` }
  } else {
    return { ok: false, error: `--until ${JSON.stringify(input)} is neither a duration nor an ISO time. ${HOW}` }
  }
  if (!Number.isFinite(at) || at - now.getTime() > MAX_AHEAD_MS) {
    return { ok: false, error: `--until ${JSON.stringify(input)} is more than a year away. ${HOW}` }
  }
  if (at <= now.getTime()) {
    return {
      ok: false,
      error: `--until ${JSON.stringify(input)} is not in the future (it is ${new Date(at).toISOString()}; now is ${now.toISOString()}). ${HOW}`,
    }
  }
  return { ok: true, iso: new Date(at).toISOString() }
}
