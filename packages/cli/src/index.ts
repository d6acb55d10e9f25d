// The `routekit` bin: run the program with the process's arguments and exit
// with its code. Everything else lives in program.ts and commands/.
import { run } from './program.js'

process.exitCode = await run(process.argv.slice(2))
