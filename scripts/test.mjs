#!/usr/bin/env node
// `npm test`: build the packages, typecheck, lint, then every vitest project (unit,
// component, CLI as real processes, the real-browser suite). Ends with one
// plain line: `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const run = (label, cmd, args, env = {}) => {
  process.stdout.write(`\n▶ ${label}\n`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status === 0
}

let extraPassed = 0
let extraFailed = 0
const step = (ok) => (ok ? extraPassed++ : extraFailed++)

// Build first: the CLI's typecheck reads router-core's emitted declarations.
const built = run('build packages', 'npm', ['run', '--silent', 'build:packages'])
step(built)
step(run('typecheck', 'npm', ['run', '--silent', 'typecheck']))
// ESLint (with the import-cycle rule), Prettier's check and dpdm's type-aware cycle check: one step.
step(run('lint', 'npm', ['run', '--silent', 'lint']))

const out = join(root, 'test-results')
mkdirSync(out, { recursive: true })
const report = join(out, 'vitest.json')
rmSync(report, { force: true })
const extra = process.argv.slice(2)
run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
])

let passed = 0
let failed = 0
try {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed = json.numPassedTests
  failed = json.numFailedTests
  // A suite that failed to load has no failed test of its own: count it.
  failed += json.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'),
  ).length
} catch {
  failed += 1
  console.error('test: vitest wrote no report; see the output above')
}
passed += extraPassed
failed += extraFailed
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)
