#!/usr/bin/env node
// The create-routekit bin. Committed, not built, so npm can link it before dist/ exists; it runs the build.
import { main } from '../dist/index.js'

process.exitCode = await main(process.argv.slice(2))
