import { readdirSync } from 'node:fs'
import path from 'node:path'
import { readHostingRecord } from './record.js'
import { GATE_LINK, removeMaintenanceGate, writeMaintenanceGate } from './nginx-gate.js'

/** The next step per host after `routekit maintenance on|off --dir <dir>` (docs/maintenance.md). */
const NEXT_STEP: Record<string, (dir: string) => string> = {
  nginx: () => 'nginx: live now, no reload needed.',
  firebase: () => 'firebase: deploy the folder again for the switch to show (npx firebase deploy --only hosting).',
  netlify: (dir) => `netlify: deploy the folder again for the switch to show (netlify deploy --dir ${dir} --prod).`,
  vercel: (dir) => `vercel: deploy the folder again for the switch to show (vercel deploy ${dir} --prod).`,
  cloudflare: (dir) => `cloudflare: deploy the folder again for the switch to show (npx wrangler pages deploy ${dir}).`,
}

/**
 * After a maintenance switch: updates what each generated host config reads
 * (nginx's gate files) and returns the lines to print, the next step per host
 * included. Nothing when `routekit hosting` never wrote a config for `dir`.
 */
export function syncHosts(
  dir: string,
  change:
    | { on: true; allow: readonly string[]; secret: { token: string; key: string } | undefined; bypass: boolean }
    | { on: false },
): string[] {
  const record = readHostingRecord(dir)
  if (!record) return []
  const lines: string[] = []
  if (record.targets.nginx) {
    if (!change.on) removeMaintenanceGate(dir)
    else {
      lines.push(...writeMaintenanceGate(dir, record, change.allow, change.secret, change.bypass))
      if (change.bypass && change.secret === undefined && !_hasBypass(dir))
        lines.push(
          'nginx: the preview token is not known to nginx (it was set before nginx was generated); pass --secret again for the bypass to work there.',
        )
    }
  }
  for (const target of Object.keys(record.targets)) lines.push(NEXT_STEP[target]?.(dir) ?? '')
  return lines.filter(Boolean)
}

function _hasBypass(dir: string): boolean {
  return _gateFiles(dir).some((name) => name.startsWith('key-'))
}

function _gateFiles(dir: string): string[] {
  try {
    return readdirSync(path.join(dir, GATE_LINK))
  } catch {
    return []
  }
}
