#!/usr/bin/env node
// The `routekit` bin. It is committed, not built: npm links a bin only when its
// file exists at install time, and in a fresh clone dist/ does not exist yet
// (`npm install` runs before `npm run build:packages`). It loads the built
// entry, dist/index.cjs, which runs the CLI.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script, run by Node, never imported */
const path = require('node:path')
const entry = path.join(__dirname, '..', 'dist', 'index.cjs')
try {
  require.resolve(entry)
} catch {
  process.stderr.write(
    `routekit: ${entry} is missing: the CLI is not built. In the routekit repository, run "npm run build:packages".\n`,
  )
  process.exit(2)
}
require(entry)
