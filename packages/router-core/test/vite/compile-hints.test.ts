// V8's compile hint on the chunks a page runs as it starts, and on no other:
// a lazily loaded library marked too would be compiled whole, mostly for nothing.
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, markFirstLoadChunks, type HintBundle } from '../../src/vite/compile-hints.js'

const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; map?: { mappings: string } } = {}) => ({
  type: 'chunk' as const,
  fileName,
  code: `export const name = ${JSON.stringify(fileName)}\n`,
  isEntry: extra.isEntry ?? false,
  imports,
  map: extra.map ?? null,
})

function bundle(): HintBundle {
  return {
    'assets/index.js': chunk('assets/index.js', ['assets/vendor.js', 'assets/react-dom.js'], {
      isEntry: true,
      map: { mappings: 'AAAA;AACA' },
    }),
    'assets/vendor.js': chunk('assets/vendor.js', ['assets/react-dom.js']),
    'assets/react-dom.js': chunk('assets/react-dom.js', []),
    'assets/about.js': chunk('assets/about.js', ['assets/vendor.js']), // a page chunk, loaded with import()
    'assets/firebase.js': chunk('assets/firebase.js', []),
    'assets/vendor.js.map': {
      type: 'asset',
      fileName: 'assets/vendor.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA', sources: ['v.ts'] }),
    },
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'body{}' },
  }
}

describe('markFirstLoadChunks', () => {
  it('marks each entry and every chunk it imports statically, and nothing loaded lazily', () => {
    const out = bundle()
    expect(markFirstLoadChunks(out)).toEqual(['assets/index.js', 'assets/react-dom.js', 'assets/vendor.js'])
    const code = (name: string) => (out[name] as { code: string }).code
    for (const name of ['assets/index.js', 'assets/vendor.js', 'assets/react-dom.js'])
      expect(code(name).startsWith(`${COMPILE_HINT}\nexport const name`), name).toBe(true)
    for (const name of ['assets/about.js', 'assets/firebase.js'])
      expect(code(name).includes(COMPILE_HINT), name).toBe(false)
  })

  it('moves every source mapping down by the line it adds, in the chunk and in its .map file', () => {
    const out = bundle()
    markFirstLoadChunks(out)
    expect((out['assets/index.js'] as { map: { mappings: string } }).map.mappings).toBe(';AAAA;AACA')
    expect(JSON.parse((out['assets/vendor.js.map'] as { source: string }).source)).toEqual({
      version: 3,
      mappings: ';AAAA',
      sources: ['v.ts'],
    })
  })

  it('marks a chunk once, even when run twice or reached twice', () => {
    const out = bundle()
    markFirstLoadChunks(out)
    markFirstLoadChunks(out)
    const code = (out['assets/react-dom.js'] as { code: string }).code
    expect(code.split(COMPILE_HINT)).toHaveLength(2)
    expect((out['assets/index.js'] as { map: { mappings: string } }).map.mappings).toBe(';AAAA;AACA')
  })
})
