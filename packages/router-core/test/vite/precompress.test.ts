// The build's precompressed siblings: `.br` and `.gz` next to each text file
// worth it, written after prerendering, and never next to the files that
// change at run time (maintenance.json, builds/*), where a server would go on
// sending a stale copy.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { build, type Logger } from 'vite'
import { afterEach, describe, expect, test } from 'vitest'
import { precompress, routekit } from '../../src/vite/index.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'routekit-precompress-'))
  dirs.push(dir)
  return dir
}

function put(dir: string, file: string, content: string | Buffer): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), content)
}

/** Text that compresses well and is well over 1 KiB. */
const big = (label: string) =>
  `/* ${label} */\nexport const words = [${'"the same words again and again", '.repeat(60)}]\n`

/** The brotli bytes of `file` at `quality`, as precompress() writes them (brotli is deterministic for the same parameters). */
function brotliAt(dir: string, file: string, quality: number): Buffer {
  const raw = readFileSync(join(dir, file))
  return brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  })
}

/**
 * The quality of precompress()'s two, 10 (the first load) or 5 (the rest), whose bytes `file.br` holds; null for
 * neither. The test files are such that the two give different bytes.
 */
function qualityOf(dir: string, file: string): 10 | 5 | null {
  const br = readFileSync(join(dir, `${file}.br`))
  const first = br.equals(brotliAt(dir, file, 10))
  const rest = br.equals(brotliAt(dir, file, 5))
  if (first && rest) throw new Error(`${file}: brotli 10 and 5 give the same bytes; the test cannot tell them apart`)
  return first ? 10 : rest ? 5 : null
}

const siblings = (dir: string, file: string) => ['.br', '.gz'].filter((ext) => existsSync(join(dir, file + ext)))

/** Both siblings decompress to the file's current bytes. */
function expectSiblingsOf(dir: string, file: string): void {
  const raw = readFileSync(join(dir, file))
  expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(raw), `${file}.br`).toBe(true)
  expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(raw), `${file}.gz`).toBe(true)
  expect(readFileSync(join(dir, `${file}.br`)).length).toBeLessThan(raw.length)
}

describe('precompress', () => {
  test('writes .br and .gz for text files of 1 KiB and more, and only those', async () => {
    const dir = tempDir()
    const text = [
      'index.html',
      'about/index.html',
      'assets/app-1a2b.js',
      'assets/worker.mjs',
      'assets/app-1a2b.css',
      'logo.svg',
      'data.json',
      'robots.txt',
      'sitemap.xml',
      'site.webmanifest',
    ]
    for (const file of text) put(dir, file, big(file))
    put(dir, 'assets/app-1a2b.js.map', big('map'))
    put(dir, 'photo.png', big('not text'))
    put(dir, 'assets/tiny.js', 'export const x = 1\n'.repeat(50)) // 950 bytes: under 1 KiB
    put(dir, 'noise.txt', randomBytes(4096)) // compresses to more than it is

    const result = await precompress(dir)

    expect(result.files).toEqual([...text].sort())
    for (const file of text) expectSiblingsOf(dir, file)
    for (const file of ['assets/app-1a2b.js.map', 'photo.png', 'assets/tiny.js', 'noise.txt'])
      expect(siblings(dir, file), file).toEqual([])
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes)
    expect(result.gzipBytes).toBeLessThan(result.bytes / 4)
  })

  test('never compresses maintenance.json or builds/*, and removes siblings they have', async () => {
    const dir = tempDir()
    put(dir, 'maintenance.json', JSON.stringify({ enabled: true, message: 'Back soon. '.repeat(200) }))
    put(dir, 'builds/latest.json', JSON.stringify({ id: 'x'.repeat(2000) }))
    put(
      dir,
      'builds/meta/b1.json',
      JSON.stringify({ files: Array.from({ length: 200 }, (_, i) => `assets/chunk-${i}.js`) }),
    )
    // Left by an earlier tool or build: a server would send them instead of the live files.
    put(dir, 'maintenance.json.gz', 'stale')
    put(dir, 'builds/latest.json.br', 'stale')

    const result = await precompress(dir)

    expect(result.files).toEqual([])
    expect(readdirSync(dir).sort()).toEqual(['builds', 'maintenance.json'])
    expect(readdirSync(join(dir, 'builds')).sort()).toEqual(['latest.json', 'meta'])
    expect(readdirSync(join(dir, 'builds/meta'))).toEqual(['b1.json'])
  })

  // Issue 45: brotli 11 on every file was 35-42 % of a build, the lazy Firebase chunk included.
  test('spends brotli 10 on what a first load fetches (the chunks named, every .html and .css), 5 on the rest', async () => {
    const dir = tempDir()
    const files = ['index.html', 'about/index.html', 'assets/index-1.js', 'assets/lazy-2.js', 'assets/app.css', 'x.svg']
    for (const file of files) put(dir, file, big(file).repeat(20) + randomBytes(600).toString('hex'))
    const done = await precompress(dir, { firstLoad: ['assets/index-1.js'] })
    expect(Object.fromEntries(files.map((file) => [file, qualityOf(dir, file)]))).toEqual({
      'index.html': 10,
      'about/index.html': 10,
      'assets/index-1.js': 10,
      'assets/lazy-2.js': 5,
      'assets/app.css': 10,
      'x.svg': 5,
    })
    expect(done.firstLoadFiles).toBe(4)
    for (const file of files) expectSiblingsOf(dir, file)
    // Without the list (precompress() run on its own), every file is taken for the first load's.
    const all = await precompress(dir)
    expect(files.map((file) => qualityOf(dir, file))).toEqual(files.map(() => 10))
    expect(all.firstLoadFiles).toBe(files.length)
  })

  test('a file that no longer gets a sibling loses the one an earlier run wrote', async () => {
    const dir = tempDir()
    put(dir, 'about.html', big('about'))
    await precompress(dir)
    expect(siblings(dir, 'about.html')).toEqual(['.br', '.gz'])
    put(dir, 'about.html', '<p>short now</p>')
    await precompress(dir)
    expect(siblings(dir, 'about.html')).toEqual([])
  })
})

describe('the plugin', () => {
  const ROUTES = `version: 1
routes:
  - { path: /, name: home, page: home }
  - { path: /about, name: about, page: about }
  - { path: /construction, name: construction, page: construction }
`

  /** An app with a JS chunk over 1 KiB and a server entry whose pages are over 1 KiB of HTML. */
  function app(): string {
    const dir = tempDir()
    put(dir, 'routes.yaml', ROUTES)
    put(
      dir,
      'index.html',
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
    )
    put(
      dir,
      'src/main.js',
      `import routes from 'virtual:routekit/routes'\n${big('main')}\ndocument.title = String(routes.routes.length + words.length)\nvoid import('./lazy.js')\n`,
    )
    put(dir, 'src/lazy.js', big('lazy').replace('words', 'lazyWords'))
    put(
      dir,
      'src/entry-server.js',
      `export async function render(path) {\n  return { html: '<p>' + path + '</p>' + '<p>the same words again and again</p>'.repeat(40), status: 200, route: undefined }\n}\n`,
    )
    return dir
  }

  async function buildApp(dir: string, compress?: boolean): Promise<string[]> {
    const lines: string[] = []
    const logger: Logger = {
      info: (message) => void lines.push(message),
      warn: () => {},
      warnOnce: () => {},
      error: () => {},
      clearScreen: () => {},
      hasErrorLogged: () => false,
      hasWarned: false,
    }
    await build({
      root: dir,
      configFile: false,
      customLogger: logger,
      plugins: [
        routekit({
          buildId: 'b-test',
          prerender: { entry: 'src/entry-server.js', paths: ['/', '/about'] },
          ...(compress !== undefined && { compress }),
        }),
      ],
      build: { outDir: join(dir, 'dist'), emptyOutDir: true, minify: false },
    })
    return lines.filter((line) => line.startsWith('routekit:'))
  }

  test('compresses after prerendering: the pages it wrote get siblings of their final HTML', async () => {
    const dir = app()
    const lines = await buildApp(dir)
    const dist = join(dir, 'dist')
    // index.html is rewritten by the prerender step; a sibling made before it would hold the empty template.
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('data-routekit-prerendered="/"')
    expectSiblingsOf(dist, 'index.html')
    expectSiblingsOf(dist, 'about/index.html')
    expect(siblings(dist, '200.html')).toEqual([]) // the empty template: under 1 KiB
    const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
    const entry = js.find((f) => f.startsWith('index-'))!
    const lazy = js.find((f) => f.startsWith('lazy-'))!
    expect(js).toEqual(expect.arrayContaining([entry, lazy]))
    expectSiblingsOf(dist, `assets/${entry}`)
    expectSiblingsOf(dist, `assets/${lazy}`)
    // The entry chunk is the first load: brotli 10; the chunk it imports with import() waits: brotli 5. Pages: 10.
    expect(qualityOf(dist, `assets/${entry}`)).toBe(10)
    expect(qualityOf(dist, `assets/${lazy}`)).toBe(5)
    expect(qualityOf(dist, 'about/index.html')).toBe(10)
    expect(siblings(dist, 'builds/latest.json')).toEqual([])
    expect(siblings(dist, 'builds/meta/b-test.json')).toEqual([])
    expect(lines.map((line) => line.replace(/\d+(\.\d+)?/g, 'N'))).toMatchInlineSnapshot(`
      [
        "routekit: prerendered N pages and the SPA shell N.html in N ms",
        "routekit: precompressed N files (N KB to N KB brotli, N KB gzip; brotli N for the N a first load fetches, N for the rest) in N ms",
      ]
    `)
  })

  test('compress: false writes no siblings', async () => {
    const dir = app()
    const lines = await buildApp(dir, false)
    const all = readdirSync(join(dir, 'dist'), { recursive: true }) as string[]
    expect(all.filter((f) => /\.(br|gz)$/.test(f))).toEqual([])
    expect(lines).toHaveLength(1)
  })
})
