// How routekit validate and the Vite plugin name a file in their rows: one function for both (displayPath()).
import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { displayPath } from '../src/node/index.js'

describe('displayPath', () => {
  const cwd = join(sep, 'work', 'app')
  it('is relative inside the working folder', () => {
    expect(displayPath(join(cwd, 'routes.yaml'), cwd)).toBe('routes.yaml')
    expect(displayPath(join(cwd, 'config', 'routes.yaml'), cwd)).toBe(join('config', 'routes.yaml'))
    // A name that starts with two dots is inside (the CLI's own rule once read it as outside).
    expect(displayPath(join(cwd, '..routes.yaml'), cwd)).toBe('..routes.yaml')
  })
  it('is absolute outside it, and for the folder itself', () => {
    expect(displayPath(join(sep, 'work', 'routes.yaml'), cwd)).toBe(join(sep, 'work', 'routes.yaml'))
    expect(displayPath(join(sep, 'tmp', 'x', 'routes.yaml'), cwd)).toBe(join(sep, 'tmp', 'x', 'routes.yaml'))
    expect(displayPath(cwd, cwd)).toBe(cwd)
  })
})
