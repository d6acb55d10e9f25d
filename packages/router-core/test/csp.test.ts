// routes.yaml's `csp`: the sources a site adds to its Content-Security-Policy. Each source is an origin or a scheme
// source its directive takes (csp.ts); what would switch a protection off is RK910, what is not a source RK911.
import { describe, expect, it } from 'vitest'
import { cspSourceProblem, parseRoutes, SITE_CSP_DIRECTIVES } from '../src/index.js'
import { diagnosticsOf, readFixture, textAt } from './_fixture.js'

/** The message of `source` in csp.<directive>, as validate prints it (a fixture with that one source). */
function messageOf(directive: string, source: string): string[] {
  const yaml = `${readFixture('csp-valid').split('csp:\n')[0]}csp:\n  ${directive}: [${JSON.stringify(source)}]\n`
  return parseRoutes(yaml).diagnostics.map((d) => `${d.code} ${d.path}: ${d.message}`)
}

describe('csp', () => {
  it('is optional: a file without it has no csp', () => {
    const result = parseRoutes(readFixture('csp-valid').split('csp:\n')[0]!)
    expect(result.diagnostics).toEqual([])
    expect(result.ok && result.config.csp).toBeUndefined()
  })

  it('takes origins (wildcard subdomains, ports, ws(s) in connect-src) and the scheme sources each directive allows', () => {
    const result = parseRoutes(readFixture('csp-valid'))
    expect(result.diagnostics).toEqual([])
    expect(result.ok && result.config.csp).toEqual({
      'connect-src': [
        'https://api.example.com',
        'wss://live.example.com',
        'http://localhost:3000',
        'https://*.firebaseio.com',
        'blob:',
      ],
      'img-src': ['https://images.example.com', 'data:', 'blob:'],
      'font-src': ['https://fonts.gstatic.com', 'data:'],
      'style-src': ['https://fonts.googleapis.com'],
      'script-src': ['https://js.stripe.com'],
      'media-src': ['https://media.example.com:8443'],
      'frame-src': ['https://www.youtube-nocookie.com'],
    })
  })

  it('RK910 and RK911 point at the source itself, with its config path', () => {
    const source = readFixture('csp-invalid')
    const found = diagnosticsOf('csp-invalid')
    expect(found.map((d) => [d.code, d.line, d.column, d.path, textAt(source, d).slice(0, 20)])).toMatchInlineSnapshot(`
      [
        [
          "RK910",
          6,
          42,
          "csp.connect-src.1",
          ""'unsafe-inline'"]",
        ],
        [
          "RK910",
          9,
          7,
          "csp.script-src.1",
          ""data:"",
        ],
        [
          "RK910",
          10,
          13,
          "csp.img-src.0",
          ""*", https://Images.",
        ],
        [
          "RK911",
          10,
          18,
          "csp.img-src.1",
          "https://Images.Examp",
        ],
      ]
    `)
    expect(found.map((d) => d.message)).toMatchInlineSnapshot(`
      [
        "Unsafe source "'unsafe-inline'" in csp.connect-src: it lets any inline script or style run, the hole a CSP exists to close. routekit already allows each page's own inline blocks by their hashes; move other inline code into a file.",
        "Unsafe source "data:" in csp.script-src: it would let an injected tag run a script from a URL it writes itself. csp.script-src takes http(s) origins (scheme, host and an optional port), such as https://api.example.com.",
        "Unsafe source "*" in csp.img-src: it allows every origin, so the policy would stop nothing. List the origins the site talks to, such as https://api.example.com.",
        "Invalid source "https://Images.Example.com/photos" in csp.img-src: it is not an origin as a CSP compares it (scheme, host and an optional port, nothing after, in lower case). Write https://images.example.com.",
      ]
    `)
  })

  it('RK910: every source that would switch a protection off, in each directive it could reach', () => {
    const refused = [
      ['connect-src', '*'],
      ['script-src', "'unsafe-inline'"],
      ['script-src', 'unsafe-eval'],
      ['script-src', "'wasm-unsafe-eval'"],
      ['style-src', "'unsafe-hashes'"],
      ['script-src', "'strict-dynamic'"],
      ['img-src', 'https:'],
      ['connect-src', 'wss:'],
      ['script-src', 'data:'],
      ['frame-src', 'blob:'],
      ['style-src', 'data:'],
      ['connect-src', 'https://*'],
      ['img-src', 'https://*.com'],
    ].map(([directive, source]) => messageOf(directive!, source!))
    expect(refused).toMatchInlineSnapshot(`
      [
        [
          "RK910 csp.connect-src.0: Unsafe source "*" in csp.connect-src: it allows every origin, so the policy would stop nothing. List the origins the site talks to, such as https://api.example.com.",
        ],
        [
          "RK910 csp.script-src.0: Unsafe source "'unsafe-inline'" in csp.script-src: it lets any inline script or style run, the hole a CSP exists to close. routekit already allows each page's own inline blocks by their hashes; move other inline code into a file.",
        ],
        [
          "RK910 csp.script-src.0: Unsafe source "unsafe-eval" in csp.script-src: it lets code built from text run (eval, new Function). Use a build of the library that needs no eval.",
        ],
        [
          "RK910 csp.script-src.0: Unsafe source "'wasm-unsafe-eval'" in csp.script-src: it lets WebAssembly be compiled from any bytes the page holds. Leave it out, or serve the module from the site.",
        ],
        [
          "RK910 csp.style-src.0: Unsafe source "'unsafe-hashes'" in csp.style-src: it lets inline event handlers and style attributes run by their hash. routekit allows each prerendered page's own style attributes itself (style-src-attr); move the rest into a file.",
        ],
        [
          "RK910 csp.script-src.0: Unsafe source "'strict-dynamic'" in csp.script-src: it lets any script a trusted script adds run, from any origin, and makes the browser ignore the origins listed.",
        ],
        [
          "RK910 csp.img-src.0: Unsafe source "https:" in csp.img-src: it allows every host over https, so the policy would stop nothing there. List the origins, such as https://api.example.com.",
        ],
        [
          "RK910 csp.connect-src.0: Unsafe source "wss:" in csp.connect-src: it allows every host over wss, so the policy would stop nothing there. List the origins, such as https://api.example.com.",
        ],
        [
          "RK910 csp.script-src.0: Unsafe source "data:" in csp.script-src: it would let an injected tag run a script from a URL it writes itself. csp.script-src takes http(s) origins (scheme, host and an optional port), such as https://api.example.com.",
        ],
        [
          "RK910 csp.frame-src.0: Unsafe source "blob:" in csp.frame-src: it would let an injected tag frame a document from a URL it writes itself. csp.frame-src takes http(s) origins (scheme, host and an optional port), such as https://api.example.com.",
        ],
        [
          "RK910 csp.style-src.0: Unsafe source "data:" in csp.style-src: it would let an injected tag apply a stylesheet from a URL it writes itself. csp.style-src takes http(s) origins (scheme, host and an optional port), such as https://api.example.com.",
        ],
        [
          "RK910 csp.connect-src.0: Unsafe source "https://*" in csp.connect-src: it allows every host, so the policy would stop nothing. List the origins the site talks to, such as https://api.example.com.",
        ],
        [
          "RK910 csp.img-src.0: Unsafe source "https://*.com" in csp.img-src: a wildcard over a top-level domain allows every site under it. Name the origins, or a wildcard under the site's own domain, such as https://*.example.com.",
        ],
      ]
    `)
  })

  it('RK911: what is not a source its directive takes, with the form to write', () => {
    const refused = [
      ['connect-src', "'self'"],
      ['img-src', "'none'"],
      ['script-src', "'sha256-abc='"],
      ['connect-src', 'api.example.com'],
      ['connect-src', 'https://api.example.com/v1'],
      ['connect-src', 'https://API.example.com'],
      ['connect-src', 'https://api.example.com:443'],
      ['img-src', 'wss://live.example.com'],
      ['connect-src', 'ftp://files.example.com'],
      ['connect-src', 'https://a.example.com;script-src'],
      ['connect-src', 'https://a.example.com https://b.example.com'],
      ['img-src', 'mediastream:'],
      ['connect-src', 'localhost'],
    ].map(([directive, source]) => messageOf(directive!, source!))
    expect(refused).toMatchInlineSnapshot(`
      [
        [
          "RK911 csp.connect-src.0: Invalid source "'self'" in csp.connect-src: 'self' is already in csp.connect-src: routekit's base policy allows the site itself everywhere. Remove it.",
        ],
        [
          "RK911 csp.img-src.0: Invalid source "'none'" in csp.img-src: 'none' cannot be added to a directive that allows the site itself. Remove it; routekit's base policy refuses everything not listed.",
        ],
        [
          "RK911 csp.script-src.0: Invalid source "'sha256-abc='" in csp.script-src: routekit hashes each page's own inline blocks when it builds; a nonce or hash written here would match nothing of the site's. Remove it, and load other code from a file.",
        ],
        [
          "RK911 csp.connect-src.0: Invalid source "api.example.com" in csp.connect-src: it has no scheme. Write https://api.example.com.",
        ],
        [
          "RK911 csp.connect-src.0: Invalid source "https://api.example.com/v1" in csp.connect-src: it is not an origin as a CSP compares it (scheme, host and an optional port, nothing after, in lower case). Write https://api.example.com.",
        ],
        [
          "RK911 csp.connect-src.0: Invalid source "https://API.example.com" in csp.connect-src: it is not an origin as a CSP compares it (scheme, host and an optional port, nothing after, in lower case). Write https://api.example.com.",
        ],
        [
          "RK911 csp.connect-src.0: Invalid source "https://api.example.com:443" in csp.connect-src: it is not an origin as a CSP compares it (scheme, host and an optional port, nothing after, in lower case). Write https://api.example.com.",
        ],
        [
          "RK911 csp.img-src.0: Invalid source "wss://live.example.com" in csp.img-src: wss:// is not a scheme csp.img-src takes. csp.img-src takes http(s) origins (scheme, host and an optional port), such as https://api.example.com, and "data:" and "blob:" (in quotes: YAML reads a bare data: as a key).",
        ],
        [
          "RK911 csp.connect-src.0: Invalid source "ftp://files.example.com" in csp.connect-src: ftp:// is not a scheme csp.connect-src takes. csp.connect-src takes http(s) and ws(s) origins (scheme, host and an optional port), such as https://api.example.com, and "data:" and "blob:" (in quotes: YAML reads a bare data: as a key).",
        ],
        [
          "RK911 csp.connect-src.0: Invalid source "https://a.example.com;script-src" in csp.connect-src: its host "a.example.com;script-src" is not a host name. csp.connect-src takes http(s) and ws(s) origins (scheme, host and an optional port), such as https://api.example.com, and "data:" and "blob:" (in quotes: YAML reads a bare data: as a key).",
        ],
        [
          "RK911 csp.connect-src.0: Invalid source "https://a.example.com https://b.example.com" in csp.connect-src: it holds a space. Write each source as its own list item.",
        ],
        [
          "RK911 csp.img-src.0: Invalid source "mediastream:" in csp.img-src: csp.img-src takes http(s) origins (scheme, host and an optional port), such as https://api.example.com, and "data:" and "blob:" (in quotes: YAML reads a bare data: as a key).",
        ],
        [
          "RK911 csp.connect-src.0: Invalid source "localhost" in csp.connect-src: it is not a source. csp.connect-src takes http(s) and ws(s) origins (scheme, host and an optional port), such as https://api.example.com, and "data:" and "blob:" (in quotes: YAML reads a bare data: as a key).",
        ],
      ]
    `)
  })

  it('an unquoted scheme source (YAML reads `data:` as a key) is RK200 with the quotes to add', () => {
    const yaml = `${readFixture('csp-valid').split('csp:\n')[0]}csp:\n  img-src: [https://images.example.com, data:]\n  media-src:\n    - blob:\n`
    expect(parseRoutes(yaml).diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`))
      .toMatchInlineSnapshot(`
      [
        "RK200 6:41 csp.img-src.1 must be a source, such as https://api.example.com, but it is a mapping. YAML reads data: without quotes as a key with no value; write it in quotes: "data:".",
        "RK200 8:7 csp.media-src.0 must be a source, such as https://api.example.com, but it is a mapping. YAML reads blob: without quotes as a key with no value; write it in quotes: "blob:".",
      ]
    `)
  })

  it('an unknown directive is RK201, naming the directives a site extends', () => {
    expect(messageOf('default-src', 'https://api.example.com')).toMatchInlineSnapshot(`
      [
        "RK201 csp.default-src: Unknown key "default-src" in csp (the directives a site adds sources to; routekit sets the others). It takes: connect-src, img-src, font-src, style-src, script-src, media-src, frame-src. Remove it, or check its spelling.",
      ]
    `)
    expect(messageOf('conect-src', 'https://api.example.com')).toMatchInlineSnapshot(`
      [
        "RK201 csp.conect-src: Unknown key "conect-src" in csp (the directives a site adds sources to; routekit sets the others). It takes: connect-src, img-src, font-src, style-src, script-src, media-src, frame-src. Did you mean "connect-src"?",
      ]
    `)
  })

  it('a source that passes cannot end its directive or start another: no space, ";" or "," reaches a policy', () => {
    for (const directive of SITE_CSP_DIRECTIVES) {
      for (const source of [
        'https://a.example.com;object-src *',
        'https://a.example.com,x',
        "https://a.example.com'",
        'https://a.example.com\n',
        'https://a_b.example.com',
      ]) {
        expect(cspSourceProblem(directive, source), `${directive} ${source}`).not.toBeNull()
      }
    }
  })
})
