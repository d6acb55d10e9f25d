// The `routekit` bin: load the CLI bundle (from the code cache when there is
// one), run it with the process's arguments and exit with its code.
import { loadCli } from './_compile-cache.js'

const argv = process.argv.slice(2)
// A cache per command: each one runs different code. Only commands that ran
// (not usage errors, such as a mistyped command) get one.
const command = /^[a-z][a-z-]{0,30}$/.test(argv[0] ?? '') ? argv[0]! : 'other'
const { fileURLToPath } = process.getBuiltinModule('node:url')
const { cli, save } = loadCli(fileURLToPath(new URL('./cli.cjs', import.meta.url)), command)
const code = await cli.run(argv)
if (code !== 2) save()
process.exitCode = code
