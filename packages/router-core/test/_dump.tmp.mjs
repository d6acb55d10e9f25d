import { createJiti } from 'jiti'
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
const jiti = createJiti(import.meta.url)
const { parseRoutes } = await jiti.import('/work/main/packages/router-core/src/config/parse.ts')
const dir = '/work/main/packages/router-core/test/fixtures'
for (const name of readdirSync(dir).sort()) {
  const f = `${dir}/${name}/routes.yaml`
  if (!existsSync(f) || statSync(f).isDirectory() || name.startsWith('read-')) continue
  const r = parseRoutes(readFileSync(f, 'utf8'))
  console.log('==', name, r.ok)
  for (const d of r.diagnostics) console.log(`  ${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code} [${d.path}] ${d.message.slice(0, 400)}`)
}
