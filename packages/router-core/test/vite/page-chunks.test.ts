// Which chunks a prerendered page lists beside its entry: the page's and its
// layout's chunks with their static imports, never the first load again.
import { describe, expect, it } from 'vitest'
import { chunkGraphOf, firstLoadOf, pageChunks, type GraphChunk } from '../../src/vite/page-chunks.js'

const chunk = (fileName: string, imports: string[], extra: Partial<GraphChunk> = {}) => ({
  type: 'chunk',
  code: '',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports,
  dynamicImports: [],
  ...extra,
})

// The entry imports React; pages share an icon chunk; the layout imports a module also in the entry's chunk.
const graph = chunkGraphOf({
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], {
    isEntry: true,
    facadeModuleId: '/app/src/main.tsx',
    moduleIds: ['/app/src/main.tsx', '/app/src/shared.ts'],
  }),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/about.js': chunk('assets/about.js', ['assets/icons.js', 'assets/index.js'], {
    facadeModuleId: '/app/src/pages/about.tsx',
    moduleIds: ['/app/src/pages/about.tsx'],
  }),
  'assets/home.js': chunk('assets/home.js', ['assets/icons.js', 'assets/react.js'], {
    facadeModuleId: '/app/src/pages/home.tsx',
    moduleIds: ['/app/src/pages/home.tsx'],
  }),
  'assets/icons.js': chunk('assets/icons.js', ['assets/icon-base.js'], {
    moduleIds: ['/app/node_modules/icons/a.js', '/app/src/pages/merged.tsx'],
  }),
  'assets/icon-base.js': chunk('assets/icon-base.js', []),
  'assets/layout.js': chunk('assets/layout.js', ['assets/index.js'], {
    facadeModuleId: '/app/src/layouts/main.tsx',
    moduleIds: ['/app/src/layouts/main.tsx'],
  }),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
})

describe('pageChunks', () => {
  it("lists each module's chunk, then the chunks it imports statically, leaving out the first load", () => {
    expect(pageChunks(graph, ['/app/src/pages/about.tsx', '/app/src/layouts/main.tsx'])).toEqual([
      'assets/about.js',
      'assets/layout.js',
      'assets/icons.js',
      'assets/icon-base.js',
    ])
    expect(pageChunks(graph, ['/app/src/pages/home.tsx'])).toEqual([
      'assets/home.js',
      'assets/icons.js',
      'assets/icon-base.js',
    ])
  })

  it('finds a module merged into a shared chunk by the chunk that holds it', () => {
    expect(pageChunks(graph, ['/app/src/pages/merged.tsx'])).toEqual(['assets/icons.js', 'assets/icon-base.js'])
  })

  it('adds nothing for a module in the first load, or in no chunk (not bundled, or another build)', () => {
    expect(pageChunks(graph, ['/app/src/shared.ts', '/app/src/pages/gone.tsx', '\0virtual:routekit/head'])).toEqual([])
  })

  it('takes the first load to be the entries with their static imports, and reads only chunks', () => {
    expect([...firstLoadOf(graph)].sort()).toEqual(['assets/index.js', 'assets/react.js'])
    expect([...graph.keys()]).not.toContain('assets/index.css')
  })
})
