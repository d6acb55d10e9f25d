// The CLI bundle's entry (dist/cli.cjs): everything but the bin's loader.
// It is CommonJS so that Node 20 can compile it with a code cache (see
// _compile-cache.ts); index.ts loads it and runs it.
export { run } from './program.js'
