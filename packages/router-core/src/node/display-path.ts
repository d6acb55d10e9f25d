import { isAbsolute, relative, sep } from 'node:path'

/**
 * A file as routekit's reports name it: relative to the working directory when
 * it is inside it, else the absolute path (docs/cli.md). `routekit validate`
 * and the Vite plugin both call this, so a routes.yaml row reads the same in
 * the terminal, the build and the dev overlay.
 *
 * @example
 * displayPath('/app/routes.yaml', '/app') // 'routes.yaml'
 * displayPath('/srv/routes.yaml', '/app') // '/srv/routes.yaml'
 */
export function displayPath(absolute: string, cwd: string = process.cwd()): string {
  const rel = relative(cwd, absolute)
  const outside = rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)
  return outside ? absolute : rel
}
