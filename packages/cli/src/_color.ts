import { Chalk, type ChalkInstance } from 'chalk'

/**
 * Decides whether output written to `stream` gets colour: never when
 * `NO_COLOR` is set (https://no-color.org), else when `FORCE_COLOR` asks for it
 * (any value but `0` or `false`), else only on a terminal.
 */
export function shouldColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  const force = env.FORCE_COLOR
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false'
  return stream.isTTY === true
}

const _off = new Chalk({ level: 0 })
// The reports use the 16 basic colours only, so level 1 is enough everywhere
// and the output does not depend on the terminal's depth.
const _on = new Chalk({ level: 1 })

/** A chalk instance that colours only when `enabled`. */
export function createColors(enabled: boolean): ChalkInstance {
  return enabled ? _on : _off
}
