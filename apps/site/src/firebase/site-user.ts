import type { User } from 'firebase/auth'
import type { SiteUser } from '../auth/auth-state'

/** The parts of a Firebase user the site shows. */
export function toSiteUser(user: User): SiteUser {
  const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    createdAt: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
  }
}
