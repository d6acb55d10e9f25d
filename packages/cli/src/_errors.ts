/**
 * Exit codes and the errors that carry them. Every command ends with one of
 * these codes; scripts and CI rely on them, so they are part of the contract.
 */
export const EXIT = {
  /** The command did its job; for `validate`, the file is valid (warnings allowed). */
  ok: 0,
  /** The input is invalid: routes.yaml has errors, or `explain` found a redirect loop. */
  invalid: 1,
  /** A usage error (unknown command, bad option) or an unreadable file. */
  usage: 2,
} as const

/** An error the CLI reports as one line on stderr, then exits with `exitCode`. */
export class CliError extends Error {
  readonly exitCode: number

  constructor(message: string, exitCode: number = EXIT.invalid) {
    super(message)
    this.name = 'CliError'
    this.exitCode = exitCode
  }
}

/** The user called a command wrongly: exit code 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage)
    this.name = 'UsageError'
  }
}
