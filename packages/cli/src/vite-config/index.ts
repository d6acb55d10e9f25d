// The vite.config parser, a bundle of its own (dist/vite-config.cjs): @babel/parser is most of its size, and
// only a command that reads a vite.config loads it (parser.ts), so `routekit validate` never pays for it.
export { addRoutekitPlugin, IMPORT_LINE, type ViteConfigEdit } from './add-plugin.js'
export { outDirOf } from './out-dir.js'
