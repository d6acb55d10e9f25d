/**
 * Loads the CLI bundle (dist/cli.cjs) with a V8 code cache. Compiling the
 * bundle's JavaScript was about a third of a `routekit validate` run; with the
 * cache, V8 reuses the code it compiled on an earlier run of the same command.
 *
 * On Node versions with `module.enableCompileCache()` (22.1 and later) Node
 * keeps the cache itself. On Node 20 the bundle is compiled here through
 * `vm.Script` with `cachedData`, stored in a private folder under the temp
 * dir and keyed by the bundle's hash, the Node version, the CPU architecture
 * and the command. The cache is only ever an optimisation: an unwritable or
 * foreign folder, a missing or rejected cache, any error at all, and the
 * bundle is simply compiled as usual. Files are written under a temporary
 * name and renamed into place, so a reader never sees half a file.
 */
import type { Script as ScriptType } from 'node:vm'

// Built-in modules come through getBuiltinModule, not `import`: an ES module's
// import of a built-in makes Node build an ES facade of it, which reads every
// export (node:fs's streams too) and cost each run several ms.
const { lstatSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } = process.getBuiltinModule('node:fs')
const module = process.getBuiltinModule('node:module')
const { tmpdir } = process.getBuiltinModule('node:os')
const path = process.getBuiltinModule('node:path')
const { Script } = process.getBuiltinModule('node:vm')
const { createRequire } = module

/** The bundle's own content hash, which the build appends as its last line. */
const _HASH_LINE = /\n\/\/# routekit-bundle-hash=([0-9a-f]{16,64})\s*$/

/** What the bundle exports (src/cli.ts). */
export interface CliBundle {
  run(argv: readonly string[]): Promise<number>
}

export interface LoadedCli {
  cli: CliBundle
  /** Stores the code compiled during this run, when no usable cache existed. Never throws. */
  save(): void
}

/**
 * A folder only this user can write to: another user who could plant a
 * cache file would choose the code that runs. Null when there is none.
 */
function _cacheDir(): string | null {
  const uid = process.getuid?.()
  const dir = path.join(tmpdir(), `routekit-compile-cache-${uid ?? 'user'}`)
  try {
    mkdirSync(dir, { mode: 0o700 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return null
  }
  const info = lstatSync(dir)
  if (!info.isDirectory()) return null
  if (uid !== undefined && (info.uid !== uid || (info.mode & 0o022) !== 0)) return null
  return dir
}

/** Runs the bundle's source as a CommonJS module and returns its exports. */
function _evaluate(script: ScriptType, file: string): CliBundle {
  const cjs = { exports: {} as CliBundle }
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void
  wrapper.call(cjs.exports, cjs.exports, createRequire(file), cjs, file, path.dirname(file))
  return cjs.exports
}

function _write(file: string, data: Buffer): void {
  const partial = `${file}.${process.pid}.partial`
  try {
    writeFileSync(partial, data, { mode: 0o600, flag: 'wx' })
    renameSync(partial, file)
  } catch {
    try {
      unlinkSync(partial)
    } catch {
      // nothing was written
    }
  }
}

/**
 * Loads `file` (dist/cli.cjs) for a run of `command`, from the code cache
 * when there is a usable one.
 *
 * @example
 * const { cli, save } = loadCli(fileURLToPath(new URL('./cli.cjs', import.meta.url)), 'validate')
 * process.exitCode = await cli.run(argv)
 * save()
 */
export function loadCli(file: string, command: string): LoadedCli {
  const enable = (module as { enableCompileCache?: () => unknown }).enableCompileCache
  if (typeof enable === 'function') {
    enable()
    return { cli: createRequire(file)(file) as CliBundle, save() {} }
  }
  const source = readFileSync(file, 'utf8')
  let cacheFile: string | null = null
  let cachedData: Buffer | undefined
  try {
    const hash = _HASH_LINE.exec(source)?.[1]
    const dir = hash ? _cacheDir() : null
    if (dir) cacheFile = path.join(dir, `${hash}-${process.version}-${process.arch}-${command}.bin`)
    if (cacheFile) cachedData = readFileSync(cacheFile)
  } catch {
    // no cache yet, or none usable: compile as usual
  }
  // The wrapper gets a line of its own, and lineOffset takes it back out, so that
  // stack traces and source maps see the bundle's own line and column numbers.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {\n${source}\n})`, { filename: file, lineOffset: -1, ...(cachedData && { cachedData }) })
  const cli = _evaluate(script, file)
  return {
    cli,
    save() {
      if (!cacheFile || (cachedData && !script.cachedDataRejected)) return
      try {
        _write(cacheFile, script.createCachedData())
      } catch {
        // a cache is an optimisation; the run itself succeeded
      }
    },
  }
}
