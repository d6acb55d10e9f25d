// The `routekit` bin: load the CLI bundle (from the code cache when there is
// one), run it with the process's arguments and exit with its code.
//
// It is built as CommonJS (dist/index.cjs), like the bundle: Node 20 starts a
// CommonJS entry without its ES module loader, which saved 4-6 ms of every
// run (docs/benchmarks.md). The package itself stays an ES module package;
// the bin is a script to run, not a module to import.
import { loadCli } from './_compile-cache.js'

// A reader that stops early (`routekit routes | head -1`) closes the pipe under
// us: the rest of the output has nowhere to go, and that is not the command's
// failure. Drop it, let the command finish and exit with its own code, instead
// of crashing with an unhandled EPIPE. Any other stream error still crashes.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
  })
}

const argv = process.argv.slice(2)
// A cache per command: each one runs different code. Only commands that ran
// (not usage errors, such as a mistyped command) get one.
const command = /^[a-z][a-z-]{0,30}$/.test(argv[0] ?? '') ? argv[0]! : 'other'
const path = process.getBuiltinModule('node:path')
const { cli, save } = loadCli(path.join(__dirname, 'cli.cjs'), command)
void cli.run(argv).then((code) => {
  if (code !== 2) save()
  process.exitCode = code
  // The command is done and its output written: exit now. Left to end by itself,
  // the process first waits for work the engine's background compiler has under
  // way, which nothing will use (about 7 ms after a 10,000-route validate). Output
  // still buffered (pipes are asynchronous outside Linux) is never cut short: then
  // the process ends by itself, as before.
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit(code)
})
