/**
 * `layouts:` is a list or a map (schema.ts), so zod reports a wrong value
 * there as one `invalid_union` issue holding both branches' issues. A reader
 * wrote one of the two forms: this keeps the issues of the form they wrote
 * (the map's, for a mapping), with their full paths, so a wrong `parent`
 * points at the parent and not at all of `layouts:`.
 */
import type { z } from 'zod'

type Issue = z.core.$ZodIssue

/** The union's branches, in schema order: the list form, then the map form. */
const _LIST = 0
const _MAP = 1

export function unwrapLayoutIssues(issues: readonly Issue[], root: unknown): Issue[] {
  const layouts = root !== null && typeof root === 'object' ? (root as Record<string, unknown>)['layouts'] : undefined
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.path.length !== 1 || issue.path[0] !== 'layouts') return [issue]
    if (layouts === null || typeof layouts !== 'object') return [issue] // neither form: the message names both
    const branch = issue.errors[Array.isArray(layouts) ? _LIST : _MAP]
    if (!branch || branch.length === 0) return [issue]
    return branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue)
  })
}
