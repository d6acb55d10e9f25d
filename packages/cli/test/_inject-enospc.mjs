// Preloaded with `node --import` by maintenance-faults.test.ts: every write to
// a temp file (a name ending in ".tmp") fails with ENOSPC, as on a full disk.
// No code in routekit knows about it; it replaces node:fs's openSync and
// writeSync for this process only.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const temps = new Set()
const { openSync, writeSync, closeSync } = fs
fs.openSync = (file, ...rest) => {
  const fd = openSync(file, ...rest)
  if (String(file).endsWith('.tmp')) temps.add(fd)
  return fd
}
fs.writeSync = (fd, ...rest) => {
  if (temps.has(fd))
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    })
  return writeSync(fd, ...rest)
}
fs.closeSync = (fd) => {
  temps.delete(fd)
  return closeSync(fd)
}
syncBuiltinESMExports()
