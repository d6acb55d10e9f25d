import type { z } from 'zod'
import { StoreError } from './store'

/** Validates `input` with `schema`, or throws StoreError('invalid') naming the first problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? ` (field ${issue.path.join('.')})` : ''
  throw new StoreError('invalid', `Invalid ${what}${where}: ${issue?.message ?? 'unknown problem'}.`, { cause: result.error })
}
