// Writes react-router-generatePath.cases.ts: runs React Router's generatePath-test.tsx with the real generatePath()
// (react-router in node_modules, whose generatePath passes that test) wrapped to record each call and its answer (the
// path, or the error it throws), and describe/it/expect stand-ins that only run the calls (the test's own assertions
// pass in React Router's repository). The test file has no TypeScript syntax, so it runs as it is, its import removed.
//
//   node generate-path-record.mjs <generatePath-test.tsx> <out.ts>
import { readFileSync, writeFileSync } from 'node:fs'
import { generatePath as real } from 'react-router'

const [file, out] = process.argv.slice(2)
const source = readFileSync(file, 'utf8').replace(/^import .*$/m, '')
const cases = []
const names = []
const describe = (name, body) => {
  names.push(name)
  body()
  names.pop()
}
const it = (name, body) => describe(name, body)
const generatePath = (pattern, ...rest) => {
  const params = rest[0]
  try {
    const path = real(pattern, ...rest)
    cases.push({ test: names.join(' > '), pattern, ...(params !== undefined && { params }), expected: { path } })
    return path
  } catch (error) {
    cases.push({
      test: names.join(' > '),
      pattern,
      ...(params !== undefined && { params }),
      expected: { throws: error.message },
    })
    throw error
  }
}
const matcher = (value) => {
  const call = () => {
    try {
      if (typeof value === 'function') value()
    } catch {
      // a call the test expects to throw, recorded above
    }
  }
  const m = { toBe: call, toThrow: call, toMatchInlineSnapshot: call, toEqual: call }
  return { ...m, not: m }
}
const jest = { spyOn: () => ({ mockImplementation: () => ({ mock: { calls: [] }, mockRestore: () => {} }) }) }
const warn = console.warn
console.warn = () => {}
new Function('describe', 'it', 'expect', 'jest', 'generatePath', source)(describe, it, matcher, jest, generatePath)
console.warn = warn

writeFileSync(
  out,
  `// Cases recorded from React Router's own tests, packages/react-router/__tests__/generatePath-test.tsx at the tag
// react-router@7.18.2 (commit 69a653ee6ab1ac95b13c917ec56c5f3dc17ca9c1): each generatePath() call the test makes, with
// the path React Router returned or the error it threw. Regenerate with _record/README.md.
import type { GeneratePathCase } from './_generate-path-case.js'

export const CASES: GeneratePathCase[] = ${JSON.stringify(cases, null, 2)}
`,
)
console.log(`${cases.length} cases`)
