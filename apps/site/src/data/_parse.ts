import { config, type output, type ZodMiniType } from 'zod/mini'
import { en } from 'zod/locales'
import { StoreError } from './store'

/** Validates `input` with `schema`, or throws StoreError('invalid') naming the first problem. */
export function parseOrThrow<S extends ZodMiniType>(schema: S, input: unknown, what: string): output<S> {
  _ensureEnglishMessages()
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` (field ${issue.path.join('.')})` : ''
  throw new StoreError('invalid', `Invalid ${what}${where}: ${issue?.message ?? 'unknown problem'}.`, {
    cause: result.error,
  })
}

/**
 * zod/mini loads no locale, so an issue without a message key of ours (a
 * wrong type, the profile's length limits) would read just "Invalid input".
 * Full zod installs English on first use; do the same, keeping any locale
 * already set, so the StoreError says what is wrong.
 */
function _ensureEnglishMessages(): void {
  if (!config().localeError) config(en())
}
