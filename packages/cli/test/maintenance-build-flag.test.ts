// The build writes maintenance.json (off) when its output has none; the
// commands must read, show and replace that file as one they wrote themselves.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BUILD_FLAG_AUTHOR, writeDefaultMaintenanceFile } from '@routekit/router-core/vite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeSite } from './_maintenance-fixture.js'
import { routekit } from './_run.js'

let ws: ReturnType<typeof makeSite>
beforeEach(() => {
  ws = makeSite()
})
afterEach(() => ws.cleanup())

const flagText = () => readFileSync(path.join(ws.site, 'maintenance.json'), 'utf8')
/** The file with its time and author masked: what is left is the format. */
const shape = (text: string) =>
  text.replace(/"updatedAt": "[^"]+"/, '"updatedAt": <time>').replace(/"updatedBy": "[^"]+"/, '"updatedBy": <who>')

describe("the build's maintenance.json", () => {
  it('is what `routekit maintenance off` writes, and status, on and off work on it', async () => {
    expect(await writeDefaultMaintenanceFile(ws.site, false, new Date('2030-06-01T16:00:00Z'))).toBe(true)
    const built = flagText()

    const status = routekit(['maintenance', 'status', '--dir', 'site', '--json'], { cwd: ws.root })
    expect(status.status).toBe(0)
    expect(JSON.parse(status.stdout)).toEqual({
      enabled: false,
      updatedAt: '2030-06-01T16:00:00.000Z',
      updatedBy: BUILD_FLAG_AUTHOR,
    })

    expect(routekit(['maintenance', 'on', '--dir', 'site'], { cwd: ws.root }).status).toBe(0)
    expect(JSON.parse(flagText())).toMatchObject({ enabled: true })
    expect(routekit(['maintenance', 'off', '--dir', 'site'], { cwd: ws.root }).status).toBe(0)
    expect(shape(flagText())).toBe(shape(built))
  })

  it('never replaces a file that is there', async () => {
    expect(routekit(['maintenance', 'on', '--dir', 'site'], { cwd: ws.root }).status).toBe(0)
    const before = flagText()
    expect(await writeDefaultMaintenanceFile(ws.site, false, new Date())).toBe(false)
    expect(flagText()).toBe(before)
  })
})
