/** What dist/vite-config.cjs exports (src/vite-config/index.ts). */
export type ViteConfigParser = typeof import('./index.js')

/**
 * The vite.config parser (@babel/parser and the readers on it), loaded from
 * its own file beside the bundle, on first use: the CLI bundle (`cli.cjs`)
 * and `routekit init`'s (`init.cjs`) both load it from there, so the parser
 * is in the package once and outside every command's start-up.
 */
export function viteConfigParser(): ViteConfigParser {
  return process.getBuiltinModule('node:module').createRequire(__filename)('./vite-config.cjs') as ViteConfigParser
}
