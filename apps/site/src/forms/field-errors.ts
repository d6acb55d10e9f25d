/**
 * Field errors from a failed zod safeParse. Imports no zod and reads only the
 * error's `issues`, so a form can use it without another form's schemas.
 */

/** Field name to the first message key zod reported for it. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

/** The part of a zod (or zod/mini) error this reads. */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}

/** Turns a failed safeParse into one message key per top-level field. */
export function fieldErrorsOf<K extends string>(error: IssueList): FieldErrors<K> {
  const out: FieldErrors<K> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as K
    if (!(field in out)) out[field] = issue.message
  }
  return out
}
