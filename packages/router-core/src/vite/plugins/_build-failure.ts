/** Where a routes.yaml diagnostic points, as Vite and Rollup plugins report it. */
export interface BuildFailure extends Error {
  plugin: 'routekit'
  id: string
  loc: { file: string; line: number; column: number }
  frame?: string
}

/**
 * The error that ends a `vite build` on a bad routes.yaml: its message is the
 * `file:line:col  error  CODE  message` rows, with `id`, `loc` and `frame` as a
 * plugin's `this.error()` gives them. Vite's CLI prints a failed build with
 * util.inspect(), which shows an Error's stack trace and its own properties;
 * from a hook of the bundler, the diagnostic also came wrapped in the
 * bundler's error, with its stack trace and `errors: [Getter/Setter]`. This
 * one is thrown before the bundler starts, and prints as the rows and the code
 * frame alone (`util.inspect.custom`, Node's own hook for how a value prints).
 */
export function buildFailure(message: string, loc: BuildFailure['loc'], frame: string | undefined): BuildFailure {
  const error = Object.assign(new Error(message), {
    plugin: 'routekit' as const,
    id: loc.file,
    loc,
    ...(frame !== undefined && { frame }),
  })
  const text = frame === undefined ? message : `${message}\n${frame}`
  Object.defineProperty(error, Symbol.for('nodejs.util.inspect.custom'), { value: () => text })
  return error
}
