// What a routes.yaml path may hold once decoded (src/config/match/path-characters.ts). `validate` accepted paths whose
// decoded text a file system or a host config cannot hold: `vite build` of `/a%00b`, `/a%0Ab` or a 300-character
// segment ended in a stack trace, and hosts wrote a newline or NUL into their configs. Now each is refused at its line.
import { describe, expect, it } from 'vitest'
import { parseRoutes } from '../src/index.js'

/** A file with one route at `path` (line 5) and a redirect (line 8), each diagnostic as `line:col CODE message`. */
function problems(path: string, redirect: { from: string; to: string } = { from: '/old', to: '/' }): string[] {
  const source = `version: 1
maintenance: { route: /construction }
routes:
  - { path: /, name: home, page: home }
  - { path: ${JSON.stringify(path)}, name: x, page: x }
  - { path: /construction, name: construction, page: construction, layout: none }
redirects:
  - { from: ${JSON.stringify(redirect.from)}, to: ${JSON.stringify(redirect.to)} }
`
  const result = parseRoutes(source)
  return result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)
}

describe('control characters (RK313)', () => {
  it('regression: /a%00b passed validate, and vite build ended in a stack trace (a NUL in a file name)', () => {
    expect(problems('/a%00b')).toMatchInlineSnapshot(`
      [
        "5:13 RK313 Invalid path "/a%00b" on route "x". Its escape "%00" decodes to the control character U+0000 (NUL), which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.",
      ]
    `)
  })

  it('regression: /a%0Ab passed validate, and vite build ended in a stack trace (its render was a 404)', () => {
    expect(problems('/a%0Ab')).toMatchInlineSnapshot(`
      [
        "5:13 RK313 Invalid path "/a%0Ab" on route "x". Its escape "%0A" decodes to the control character U+000A (a line break), which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.",
      ]
    `)
  })

  it('DEL and C1 controls, encoded or written, in every path field', () => {
    expect(problems('/a%7Fb')).toMatchInlineSnapshot(`
      [
        "5:13 RK313 Invalid path "/a%7Fb" on route "x". Its escape "%7F" decodes to the control character U+007F (DEL), which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.",
      ]
    `)
    expect(problems('/a\u0085b')).toMatchInlineSnapshot(`
      [
        "5:13 RK313 Invalid path "/a\\u0085b" on route "x". It holds the control character U+0085, which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.",
      ]
    `)
    expect(problems('/ok', { from: '/x%C2%9Fy', to: '/a%0Db' })).toMatchInlineSnapshot(`
      [
        "8:13 RK313 Invalid path "/x%C2%9Fy" in redirect from. Its escape "%C2%9F" decodes to the control character U+009F, which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.",
        "8:30 RK313 Invalid path "/a%0Db" in redirect to. Its escape "%0D" decodes to the control character U+000D (a carriage return), which no page address may hold: file systems and host configs read it as the end of a name or a rule. Remove it.",
      ]
    `)
  })

  it('accepts what only looks close: an encoded percent sign before 00, a space, and U+00A0 as text', () => {
    expect(problems('/a%2500b')).toEqual([])
    expect(problems('/a%20b')).toEqual([])
    expect(problems('/a%C2%A0b')).toEqual([])
  })
})

describe('segments longer than a file name (RK314)', () => {
  it('regression: a 300-character segment passed validate, and vite build ended in ENAMETOOLONG', () => {
    expect(problems(`/${'a'.repeat(300)}`)).toMatchInlineSnapshot(`
      [
        "5:13 RK314 Invalid path "/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" on route "x". Its segment "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" is 300 bytes as a file name (UTF-8, decoded as the prerenderer names its folder); file systems take at most 255. Shorten it.",
      ]
    `)
  })

  it('counts bytes as the prerenderer names the folder: decoded UTF-8, a param or optional mark aside', () => {
    expect(problems(`/${'é'.repeat(127)}`)).toEqual([]) // 254 bytes
    expect(problems(`/${'%C3%A9'.repeat(128)}`)).toMatchInlineSnapshot(`
      [
        "5:13 RK314 Invalid path "/%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9" on route "x". Its segment "%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%…" is 256 bytes as a file name (UTF-8, decoded as the prerenderer names its folder); file systems take at most 255. Shorten it.",
      ]
    `)
    expect(problems(`/x/${'a'.repeat(255)}?`)).toEqual([])
    expect(problems(`/${'a'.repeat(255)}`)).toEqual([])
  })

  it('a whole path longer than a file path may be, in folders that each fit', () => {
    expect(problems(`/${Array.from({ length: 9 }, () => 'a'.repeat(250)).join('/')}`)).toMatchInlineSnapshot(`
      [
        "5:13 RK314 Invalid path "/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" on route "x". It is 2273 bytes as the file the prerenderer writes (its folders, /index.html and its .br sibling, UTF-8); routekit takes at most 2048, so the build folder's own path still fits the file system's limit. Shorten it.",
      ]
    `)
  })
})

describe('external redirect targets (RK315)', () => {
  it('regression: to: "https://other.example/x 200!" became a Netlify proxy rule', () => {
    expect(problems('/ok', { from: '/go', to: 'https://other.example/x 200!' })).toMatchInlineSnapshot(`
      [
        "8:24 RK315 Invalid redirect target "https://other.example/x 200!" in redirect /go. It holds whitespace, U+0020 (a space): a URL holds no whitespace or control character, and a host's config would read what follows as another part of the rule. Write a space in a URL as "%20"; remove anything else.",
      ]
    `)
  })

  it('a tab, a no-break space and an encoded newline', () => {
    expect(problems('/ok', { from: '/go', to: 'https://other.example/\tx' })).toMatchInlineSnapshot(`
      [
        "8:24 RK315 Invalid redirect target "https://other.example/\\u0009x" in redirect /go. It holds whitespace, U+0009 (a tab): a URL holds no whitespace or control character, and a host's config would read what follows as another part of the rule. Write a space in a URL as "%20"; remove anything else.",
      ]
    `)
    expect(problems('/ok', { from: '/go', to: 'https://other.example/\u00a0x' })).toMatchInlineSnapshot(`
      [
        "8:24 RK315 Invalid redirect target "https://other.example/\\u00a0x" in redirect /go. It holds whitespace, U+00A0 (a no-break space): a URL holds no whitespace or control character, and a host's config would read what follows as another part of the rule. Write a space in a URL as "%20"; remove anything else.",
      ]
    `)
    expect(problems('/ok', { from: '/go', to: 'https://other.example/?q=a%0Ab' })).toMatchInlineSnapshot(`
      [
        "8:24 RK315 Invalid redirect target "https://other.example/?q=a%0Ab" in redirect /go. Its escape "%0A" decodes to the control character U+000A (a line break), which no address routekit redirects to may hold. Remove it.",
      ]
    `)
    expect(problems('/ok', { from: '/go', to: 'https://other.example/a%20b?q=%C3%A9' })).toEqual([])
  })
})
