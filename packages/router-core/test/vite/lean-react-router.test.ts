// React Router's production build, with the parts an app never renders left for the bundler to drop.
import { readFileSync, readdirSync } from 'node:fs'
import { SourceMap, createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  REACT_ROUTER_PRODUCTION,
  leanReactRouterModule,
  productionBuildOf,
  type ParseModule,
} from '../../src/vite/lean-react-router.js'

// The shape of React Router's dist/production chunks (7.x).
const CHUNK = [
  'var DataRouterContext = React.createContext(null);', // 1
  'DataRouterContext.displayName = "DataRouter";', // 2
  'var Form = React10.forwardRef(', // 3
  '  function FormImpl(props, ref) {', // 4
  '    FetcherForm2.displayName = "fetcher.Form";', // 5: inside a function, kept
  '    return null;', // 6
  '  }', // 7
  ');', // 8
  'Form.displayName = "Form";', // 9
  'var MemoizedRoutes = React3.memo(DataRoutes);', // 10
  'var already = /* @__PURE__ */ React.createElement("a");', // 11
  'function createRouter(init) { return init; }', // 12
  '',
].join('\n')
const ID = '/app/node_modules/react-router/dist/production/chunk-ABC.mjs'

describe('leanReactRouterModule', () => {
  const out = leanReactRouterModule(CHUNK, ID)!

  it('marks the top-level forwardRef, createContext and memo calls pure', () => {
    expect(out.code).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);')
    expect(out.code).toContain('var Form = /* @__PURE__ */ React10.forwardRef(')
    expect(out.code).toContain('var MemoizedRoutes = /* @__PURE__ */ React3.memo(DataRoutes);')
    expect(out.code.match(/@__PURE__/g)).toHaveLength(4) // three added, the one already there left alone
  })

  it('removes the top-level displayName writes, and only those', () => {
    expect(out.code).not.toContain('DataRouterContext.displayName')
    expect(out.code).not.toContain('Form.displayName = "Form"')
    expect(out.code).toContain('    FetcherForm2.displayName = "fetcher.Form";')
  })

  it('maps the rewritten code back to the lines it came from', () => {
    // Node's own source map reader; its lines and columns count from 0.
    const map = new SourceMap(JSON.parse(out.map.toString()) as ConstructorParameters<typeof SourceMap>[0])
    const at = (needle: string) => {
      const before = out.code.slice(0, out.code.indexOf(needle)).split('\n')
      return map.findEntry(before.length - 1, before.at(-1)!.length)
    }
    expect(at('function createRouter')).toMatchObject({ originalSource: ID, originalLine: 11, originalColumn: 0 })
    expect(at('React10.forwardRef')).toMatchObject({ originalLine: 2, originalColumn: 11 })
  })

  it('returns null for a module it has nothing to change in', () => {
    expect(leanReactRouterModule('export const x = 1;\n', ID)).toBeNull()
  })
})

describe("leanReactRouterModule with the bundler's parser: the functions only framework mode reaches", () => {
  const parse: ParseModule = (code) => parseAst(code) as unknown as ReturnType<ParseModule>
  const FRAMEWORK = [
    'function useFrameworkContext() { return null; }',
    'function PrefetchPageLinks({ page, ...linkProps }) {',
    '  return React8.createElement(PrefetchPageLinksImpl, { page, ...linkProps });',
    '}',
    'function RSCErrorHandler({',
    '  children,',
    '  error',
    '}) {',
    '  if (error.digest) { return decodeRedirectErrorDigest(error.digest); }',
    '  return children;',
    '}',
    '',
  ].join('\n')

  it('gives PrefetchPageLinks and RSCErrorHandler the bodies they run in data mode', () => {
    const out = leanReactRouterModule(FRAMEWORK, ID, parse)!.code
    expect(out).toContain('function PrefetchPageLinks({ page, ...linkProps }) { useFrameworkContext(); return null; }')
    expect(out).toContain('function RSCErrorHandler({\n  children,\n  error\n}) { return children; }')
    expect(out).not.toContain('PrefetchPageLinksImpl')
    expect(out).not.toContain('decodeRedirectErrorDigest')
  })

  it('keeps a function whose code no longer looks as expected', () => {
    const moved = FRAMEWORK.replace('function useFrameworkContext() { return null; }', '').replace('  children,\n', '')
    const out = leanReactRouterModule(moved, ID, parse)
    expect(out).toBeNull()
  })

  it('rewrites the React Router this repository installs, and what it writes parses', () => {
    const require = createRequire(createRequire(import.meta.url).resolve('react-router-dom'))
    const production = join(dirname(require.resolve('react-router')), '..', 'production')
    const chunk = readdirSync(production).find((f) =>
      readFileSync(join(production, f), 'utf8').includes('function PrefetchPageLinks('),
    )!
    const code = readFileSync(join(production, chunk), 'utf8')
    const out = leanReactRouterModule(code, join(production, chunk), parse)!.code
    expect(out).toMatch(/function PrefetchPageLinks\([^)]*\) \{ useFrameworkContext\(\); return null; \}/)
    expect(out).toMatch(/function RSCErrorHandler\(\{[^)]*\}\) \{ return children; \}/)
    expect(() => parseAst(out)).not.toThrow()
  })
})

describe('productionBuildOf', () => {
  // The react-router this repository installs, as react-router-dom resolves it.
  const require = createRequire(createRequire(import.meta.url).resolve('react-router-dom'))
  const root = join(dirname(require.resolve('react-router')), '..', '..')

  it("swaps the development entries React Router's exports map names for the production ones beside them", () => {
    for (const name of ['index', 'dom-export']) {
      const dev = join(root, 'dist', 'development', `${name}.mjs`)
      expect(productionBuildOf(dev)).toBe(join(root, 'dist', 'production', `${name}.mjs`))
      expect(REACT_ROUTER_PRODUCTION.test(productionBuildOf(dev)!)).toBe(true)
    }
  })

  it('leaves every other file alone', () => {
    expect(productionBuildOf(join(root, 'dist', 'development', 'index.js'))).toBeNull() // the CommonJS build
    expect(productionBuildOf('/app/node_modules/react-router-dom/dist/index.mjs')).toBeNull()
    expect(productionBuildOf('/nowhere/react-router/dist/development/index.mjs')).toBeNull() // no production build beside it
  })
})
