// readRoutesFile: every way a file can fail to be read, with its code and
// message. These are "unreadable input" errors (CLI exit 2), not diagnostics.
import { chmodSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_ROUTES_FILE_BYTES, readRoutesFile } from '../src/node/index.js'
import { fixturePath, fixturesDir } from './_fixture.js'

const scratch = mkdtempSync(path.join(tmpdir(), 'routekit-load-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** The message with machine-specific directories replaced, for the snapshot. */
function shown(message: string): string {
  return message.split(fixturesDir).join('<fixtures>/').split(scratch).join('<tmp>')
}

async function failure(file: string) {
  const result = await readRoutesFile(file)
  if (result.ok) throw new Error(`${file} was read`)
  return { code: result.error.code, message: shown(result.error.message) }
}

describe('readRoutesFile', () => {
  it('reads a routes.yaml as text', async () => {
    const file = fixturePath('valid-minimal')
    expect(await readRoutesFile(file)).toEqual({ ok: true, source: readFileSync(file, 'utf8') })
  })

  it('drops a UTF-8 byte order mark and keeps CRLF line endings', async () => {
    const result = await readRoutesFile(fixturePath('bom-crlf'))
    expect(result.ok && result.source.charCodeAt(0)).toBe('v'.charCodeAt(0))
    expect(result.ok && result.source.includes('\r\n')).toBe(true)
  })

  it('RK001: a missing file', async () => {
    const e = await failure(path.join(fixturesDir, 'no-such-case', 'routes.yaml'))
    expect(e.code).toBe('RK001')
    expect(e.message).toMatchInlineSnapshot(
      `"Cannot read <fixtures>/no-such-case/routes.yaml: no such file. Check the path, or create it ("npx routekit explain-code RK105" shows a minimal routes.yaml)."`,
    )
  })

  it('RK002: a directory', async () => {
    const e = await failure(fixturePath('read-directory'))
    expect(e.code).toBe('RK002')
    expect(e.message).toMatchInlineSnapshot(
      `"<fixtures>/read-directory/routes.yaml is a directory, not a file. Pass the routes file inside it, such as <fixtures>/read-directory/routes.yaml/routes.yaml."`,
    )
  })

  it.skipIf(process.getuid?.() === 0)('RK003: a file without read permission', async () => {
    const file = path.join(scratch, 'locked.yaml')
    writeFileSync(file, 'version: 1\n')
    chmodSync(file, 0o000)
    const e = await failure(file)
    expect(e.code).toBe('RK003')
  })

  it('RK004: a 50 MB file is refused from its size', async () => {
    const file = path.join(scratch, 'huge.yaml')
    writeFileSync(file, '')
    truncateSync(file, 50 * 1024 * 1024) // sparse: costs no disk
    const e = await failure(file)
    expect(e.code).toBe('RK004')
    expect(e.message).toMatchInlineSnapshot(
      `"<tmp>/huge.yaml is 50.0 MiB (52428800 bytes), over the 5.0 MiB (5242880 bytes) limit for routes.yaml. A routes file this large is almost surely the wrong file; check the path."`,
    )
  })

  it('RK004: a file one byte over the limit is refused, one at the limit is read', async () => {
    const file = path.join(scratch, 'edge.yaml')
    writeFileSync(file, '')
    truncateSync(file, MAX_ROUTES_FILE_BYTES + 1)
    expect((await failure(file)).code).toBe('RK004')
    writeFileSync(file, '#'.repeat(MAX_ROUTES_FILE_BYTES))
    const result = await readRoutesFile(file)
    expect(result.ok && result.source.length).toBe(MAX_ROUTES_FILE_BYTES)
  })

  it('RK005: a binary file', async () => {
    const e = await failure(fixturePath('read-binary'))
    expect(e.code).toBe('RK005')
    expect(e.message).toMatchInlineSnapshot(
      `"<fixtures>/read-binary/routes.yaml looks like a binary file (it holds a NUL byte at byte 8). routes.yaml must be UTF-8 text; check that the path names the right file."`,
    )
  })

  it('RK006: something that is not a regular file', async () => {
    const e = await failure('/dev/null')
    expect(e.code).toBe('RK006')
    expect(e.message).toMatchInlineSnapshot(
      `"/dev/null is not a regular file (it is a device, a pipe or a socket). Pass the path of routes.yaml itself."`,
    )
  })

  it('RK007: a UTF-16 file', async () => {
    const e = await failure(fixturePath('read-utf16'))
    expect(e.code).toBe('RK007')
    expect(e.message).toMatchInlineSnapshot(
      `"<fixtures>/read-utf16/routes.yaml is saved as UTF-16. routes.yaml must be UTF-8; save it again as UTF-8 in your editor."`,
    )
  })

  it('RK007: bytes that are not UTF-8', async () => {
    const e = await failure(fixturePath('read-invalid-utf8'))
    expect(e.code).toBe('RK007')
    expect(e.message).toMatchInlineSnapshot(
      `"<fixtures>/read-invalid-utf8/routes.yaml is not valid UTF-8 text (the first bad byte is on line 5). routes.yaml must be UTF-8; save it again as UTF-8 in your editor."`,
    )
  })
})

// The same reader with node:fs/promises replaced, for what a root user or a
// healthy disk cannot show: permission errors, and that a too-large file is
// never opened.
describe('readRoutesFile with an injected file system', () => {
  afterEach(() => {
    vi.doUnmock('node:fs/promises')
    vi.resetModules()
  })

  async function withFs(fs: { stat: () => Promise<unknown>; open: () => Promise<unknown> }) {
    vi.resetModules()
    vi.doMock('node:fs/promises', () => fs)
    return (await import('../src/node/load.js')).readRoutesFile
  }

  it('RK003: permission denied', async () => {
    const denied = Object.assign(new Error("EACCES: permission denied, stat 'routes.yaml'"), { code: 'EACCES' })
    const read = await withFs({ stat: () => Promise.reject(denied), open: () => Promise.reject(denied) })
    const result = await read('routes.yaml')
    expect(result.ok ? null : result.error.code).toBe('RK003')
    expect(result.ok ? null : result.error.message).toMatchInlineSnapshot(
      `"Cannot read routes.yaml: permission denied. Give your user read access (for example "chmod u+r routes.yaml"), or run as a user who can read it."`,
    )
  })

  it('RK004: a too-large file is refused from stat alone, never opened', async () => {
    const open = vi.fn(() => Promise.reject(new Error('opened')))
    const stat = () => Promise.resolve({ isDirectory: () => false, isFile: () => true, size: 50 * 1024 * 1024 })
    const read = await withFs({ stat, open })
    const result = await read('routes.yaml')
    expect(result.ok ? null : result.error.code).toBe('RK004')
    expect(open).not.toHaveBeenCalled()
  })

  it('RK006: another read error keeps its reason', async () => {
    const io = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' })
    const read = await withFs({ stat: () => Promise.reject(io), open: () => Promise.reject(io) })
    const result = await read('routes.yaml')
    expect(result.ok ? null : result.error.code).toBe('RK006')
    expect(result.ok ? null : result.error.message).toMatchInlineSnapshot(
      `"Cannot read routes.yaml: EIO: i/o error, read. Check that the file exists and is a regular file you can read."`,
    )
  })
})
