// The bad-input catalogue, part 1: files routekit cannot or will not read.
// Each case runs the real CLI on a fixture (test/fixtures/catalogue/<kind>)
// or on generated input, checks the exit code and the message, and that no
// file changed. docs/errors.md ("Bad-input catalogue") lists every case.
import { execFileSync } from 'node:child_process'
import { chmodSync, closeSync, copyFileSync, ftruncateSync, openSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXTURES } from './_run.js'
import { validateCase } from './_catalogue.js'

const isRoot = process.getuid?.() === 0
/** As root, chmod 000 does not stop a read: run the CLI as "nobody" with setpriv instead. */
function dropRoot(): string[] | undefined {
  if (!isRoot) return undefined
  try {
    execFileSync('setpriv', ['--version'], { stdio: 'ignore' })
    return ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--']
  } catch {
    return undefined
  }
}
const asNobody = dropRoot()

describe('bad-input catalogue: files that cannot be read (exit 2, nothing written)', () => {
  it('a missing file', () => {
    const r = validateCase('missing')
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: Cannot read routes.yaml: no such file. Check the path, or create it ("npx routekit explain-code RK105" shows a minimal routes.yaml).
      "
    `)
  })

  it('a directory passed as the file', () => {
    const r = validateCase('directory', { file: 'site' })
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: site is a directory, not a file. Pass the routes file inside it, such as site/routes.yaml.
      "
    `)
  })

  // Real permissions on a real process: as a normal user chmod 000 is enough; as root the CLI runs as nobody.
  it.skipIf(isRoot && !asNobody)('a file with no read permission', () => {
    const r = validateCase('no-read-permission', {
      setup: (dir) => {
        copyFileSync(path.join(FIXTURES, 'catalogue', 'bom-crlf', 'routes.yaml'), path.join(dir, 'routes.yaml'))
        chmodSync(path.join(dir, 'routes.yaml'), 0o000)
      },
      ...(asNobody && { wrap: asNobody }),
    })
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: Cannot read routes.yaml: permission denied. Give your user read access (for example "chmod u+r routes.yaml"), or run as a user who can read it.
      "
    `)
  })

  it('a binary file (a PNG)', () => {
    const r = validateCase('binary', { file: 'logo.png' })
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: logo.png looks like a binary file (it holds a NUL byte at byte 8). routes.yaml must be UTF-8 text; check that the path names the right file.
      "
    `)
  })

  it('a NUL byte in the middle of otherwise good text', () => {
    const r = validateCase('nul-in-text')
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: routes.yaml looks like a binary file (it holds a NUL byte at byte 45). routes.yaml must be UTF-8 text; check that the path names the right file.
      "
    `)
  })

  it('a 50 MB file is refused from its size, unread (the 5 MiB limit is set in code)', () => {
    const r = validateCase('huge-50mb', {
      file: 'big.yaml',
      setup: (dir) => {
        // A sparse file: 50 MB by size, no disk used; routekit must refuse it from stat alone.
        const fd = openSync(path.join(dir, 'big.yaml'), 'w')
        ftruncateSync(fd, 50 * 1024 * 1024)
        closeSync(fd)
      },
    })
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: big.yaml is 50.0 MiB (52428800 bytes), over the 5.0 MiB (5242880 bytes) limit for routes.yaml. A routes file this large is almost surely the wrong file; check the path.
      "
    `)
  })

  it('a UTF-16 file', () => {
    const r = validateCase('utf16')
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: routes.yaml is saved as UTF-16. routes.yaml must be UTF-8; save it again as UTF-8 in your editor.
      "
    `)
  })

  it('bytes that are not UTF-8 (a Latin-1 "é")', () => {
    const r = validateCase('invalid-utf8')
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: routes.yaml is not valid UTF-8 text (the first bad byte is on line 3). routes.yaml must be UTF-8; save it again as UTF-8 in your editor.
      "
    `)
  })

  it('a pipe instead of a file', () => {
    const r = validateCase('fifo', {
      file: 'routes.yaml',
      setup: (dir) => execFileSync('mkfifo', [path.join(dir, 'routes.yaml')]),
    })
    expect(r.status).toBe(2)
    expect(r.output).toMatchInlineSnapshot(`
      "routekit: routes.yaml is not a regular file (it is a device, a pipe or a socket). Pass the path of routes.yaml itself.
      "
    `)
  })
})
