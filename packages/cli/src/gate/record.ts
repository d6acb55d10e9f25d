import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** What `routekit hosting` leaves in the built folder, so `routekit maintenance` knows the hosts and the nginx gate's static part. */
export interface HostingRecord {
  version: 1
  /** The targets written for this folder, with when. */
  targets: Record<string, { out: string }>
  /** routes.yaml's maintenance route and `maintenance.allow`, for the nginx gate's allow markers. */
  maintenance: { route: string; allow: string[] }
}

export const HOSTING_RECORD = path.join('.routekit', 'hosting.json')

/** The record of `dir`, or undefined when no host config was generated for it (or it is unreadable). */
export function readHostingRecord(dir: string): HostingRecord | undefined {
  const file = path.join(dir, HOSTING_RECORD)
  if (!existsSync(file)) return undefined
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as HostingRecord
    return record.version === 1 ? record : undefined
  } catch {
    return undefined
  }
}
