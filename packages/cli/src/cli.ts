// The CLI bundle's entry (dist/cli.cjs): everything but the bin (index.ts),
// which loads it and runs it.
export { run } from './program.js'
