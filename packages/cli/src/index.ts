// The `routekit` bin: load the CLI bundle (dist/cli.cjs), run it with the
// process's arguments and exit with its code.
//
// It is built as CommonJS (dist/index.cjs), like the bundle: Node 20 starts a
// CommonJS entry without its ES module loader, which saved 4-6 ms of every
// run (docs/benchmarks.md). The package itself stays an ES module package;
// the bin is a script to run, not a module to import.
const nodeModule = process.getBuiltinModule('node:module')

// Node 22 and later keep a compile cache of their own (docs/cli.md says where);
// Node 20 has no such function, and nothing happens.
;(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.()

// A reader that stops early (`routekit routes | head -1`) closes the pipe under
// us: the rest of the output has nowhere to go, and that is not the command's
// failure. Drop it, let the command finish and exit with its own code, instead
// of crashing with an unhandled EPIPE. Any other stream error still crashes.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
  })
}

/** What the bundle exports (src/cli.ts). */
interface CliBundle {
  run(argv: readonly string[]): Promise<number>
}

// Loaded at run time, not bundled in: the bundle is its own file, built beside this one.
const cli = nodeModule.createRequire(__filename)('./cli.cjs') as CliBundle
void cli.run(process.argv.slice(2)).then((code) => {
  process.exitCode = code
  // The command is done and its output written: exit now. Left to end by itself,
  // the process first waits for work the engine's background compiler has under
  // way, which nothing will use (about 7 ms after a 10,000-route validate). Output
  // still buffered (pipes are asynchronous outside Linux) is never cut short: then
  // the process ends by itself, as before.
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit(code)
})
