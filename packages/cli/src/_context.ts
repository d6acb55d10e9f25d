import type { ChalkInstance } from 'chalk'
import type { Command } from 'commander'

/** Where a command writes, and whether it may colour what it writes. */
export interface Io {
  out(text: string): void
  err(text: string): void
  /** Colours for stdout; a no-op instance when colour is off. */
  colors: ChalkInstance
  color: boolean
}

/** What each command's `register()` gets besides the program. */
export interface CommandContext {
  io: Io
  /** Records the exit code; the highest one recorded wins. */
  setExitCode(code: number): void
}

/** Each command module exports one of these; program.ts calls them in order. */
export type RegisterCommand = (program: Command, ctx: CommandContext) => void
