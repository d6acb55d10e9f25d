// @vitest-environment node
// The SiteStore contract against the real Firestore implementation, on the
// Firestore emulator. The emulator needs Java 21 and a download, so this runs
// only when FIRESTORE_EMULATOR_HOST is set (see docs/firebase.md):
//   npx firebase emulators:start --only firestore --project demo-routekit
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx vitest run --project site apps/site/test/data-firestore.test.ts
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectFirestoreEmulator, initializeFirestore, terminate, type Firestore } from 'firebase/firestore'
import { afterAll, describe, it } from 'vitest'
import { createFirestoreStore } from '../src/data/firestore-store'
import { describeStoreContract } from './data-contract'

const HOST = process.env.FIRESTORE_EMULATOR_HOST
const PROJECT = 'demo-routekit'

if (!HOST) {
  console.info(
    'Firestore contract tests skipped: FIRESTORE_EMULATOR_HOST is not set. See docs/firebase.md to run them.',
  )
  describe('Firestore contract tests', () => {
    it.skip('skipped: FIRESTORE_EMULATOR_HOST is not set (needs the Firestore emulator, Java 21)', () => {})
  })
} else {
  const [host = '127.0.0.1', port = '8080'] = HOST.split(':')
  const apps: FirebaseApp[] = []
  const dbs: Firestore[] = []

  describeStoreContract(`firestore (emulator at ${HOST})`, {
    async create() {
      // Each test starts from an empty database.
      const reset = await fetch(`http://${HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
        method: 'DELETE',
      })
      if (!reset.ok)
        throw new Error(
          `Could not clear the Firestore emulator at ${HOST}: HTTP ${reset.status}. Is it running with --project ${PROJECT}?`,
        )
      const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, `contract-${apps.length}`)
      const db = initializeFirestore(app, {})
      // "owner" is the emulator's admin token: this suite tests the store, not
      // the rules, so it may read subscriptions the rules hide from visitors.
      connectFirestoreEmulator(db, host, Number(port), { mockUserToken: 'owner' })
      apps.push(app)
      dbs.push(db)
      return createFirestoreStore(db, { timeoutMs: 10_000 })
    },
  })

  afterAll(async () => {
    await Promise.all(dbs.map((db) => terminate(db)))
    await Promise.all(apps.map((app) => deleteApp(app)))
  })
}
