// Typed loader data: a page reads its loader's (and its data module's) values with React Router's
// own `useLoaderData<typeof loader>()` and `useActionData<typeof action>()`. The fixture holds valid
// uses and three @ts-expect-error lines; tsc accepts it only while the generics type the values.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'

const FIXTURE = fileURLToPath(new URL('./loader-data/', import.meta.url))
const TSC = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url))

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tsc(project: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [TSC, '--noEmit', '-p', project], { encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('typed loader data (tsc)', () => {
  test('useLoaderData<typeof loader>() types the page loader and the data module loader; each wrong use is refused', () => {
    const { status, output } = tsc(FIXTURE)
    expect(output).toBe('')
    expect(status).toBe(0)
  }, 60_000)

  test('with an untyped useLoaderData(), the wrong uses go unnoticed and tsc fails on the unused directives', () => {
    const dir = mkdtempSync(join(FIXTURE, '.untyped-'))
    dirs.push(dir)
    const page = readFileSync(join(FIXTURE, 'post.tsx'), 'utf8')
      .replace(/useLoaderData<typeof \w+>\(\)/g, 'useLoaderData()')
      .replace(/useActionData<typeof action>\(\)/, 'useActionData()')
    writeFileSync(join(dir, 'post.tsx'), page.replace("from './post.data'", "from '../post.data'"))
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', include: ['post.tsx'] }))
    const { status, output } = tsc(dir)
    expect(status).not.toBe(0)
    expect(output.split('\n').filter((line) => line.includes('TS2578'))).toHaveLength(3)
  }, 60_000)
})
