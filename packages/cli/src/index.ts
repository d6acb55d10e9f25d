// The `routekit` bin: load the CLI bundle (from the code cache when there is
// one), run it with the process's arguments and exit with its code.
//
// It is built as CommonJS (dist/index.cjs), like the bundle: Node 20 starts a
// CommonJS entry without its ES module loader, which saved 4-6 ms of every
// run (docs/benchmarks.md). The package itself stays an ES module package;
// the bin is a script to run, not a module to import.
import { loadCli } from './_compile-cache.js'

const argv = process.argv.slice(2)
// A cache per command: each one runs different code. Only commands that ran
// (not usage errors, such as a mistyped command) get one.
const command = /^[a-z][a-z-]{0,30}$/.test(argv[0] ?? '') ? argv[0]! : 'other'
const path = process.getBuiltinModule('node:path')
const { cli, save } = loadCli(path.join(__dirname, 'cli.cjs'), command)
void cli.run(argv).then((code) => {
  if (code !== 2) save()
  process.exitCode = code
})
