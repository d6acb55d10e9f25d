/**
 * A small in-memory stand-in for the parts of firebase/firestore that
 * src/data/firestore-store.ts calls, with switches for what the real rules
 * and network do (create-only subscriptions, hidden reads, no answer). It
 * lets the Firestore store's own logic run here, where the emulator cannot.
 * It is not Firestore: the emulator run of data-firestore.test.ts is the real check.
 */
const SERVER_TIME = Symbol('serverTimestamp')

export class Timestamp {
  constructor(readonly millis: number) {}
  toDate(): Date {
    return new Date(this.millis)
  }
}

export interface FakeRules {
  /** Paths whose reads the rules refuse (permission-denied). */
  denyRead?: (path: string) => boolean
  /** Paths that are create-only: writing an existing document is refused. */
  createOnly?: (path: string) => boolean
}

export interface FakeDb {
  docs: Map<string, Record<string, unknown>>
  rules: FakeRules
  /** When true, nothing answers: Firestore offline waits forever. */
  hang: boolean
  /** When set, reads (or writes) wait for the promise: a slow network. A rejected one fails them with its error. */
  gate: { reads?: Promise<void>; writes?: Promise<void> }
  now: () => number
  nextId: number
}

export function createFakeDb(rules: FakeRules = {}): FakeDb {
  let t = Date.UTC(2026, 4, 5)
  return { docs: new Map(), rules, hang: false, gate: {}, now: () => (t += 1000), nextId: 1 }
}

interface Ref {
  db: FakeDb
  path: string
  id: string
}

const denied = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' })
const never = <T>() => new Promise<T>(() => {})

export function doc(db: FakeDb, ...segments: string[]): Ref {
  return { db, path: segments.join('/'), id: segments.at(-1) ?? '' }
}

export function collection(db: FakeDb, ...segments: string[]): Ref {
  return doc(db, ...segments)
}

export function serverTimestamp(): symbol {
  return SERVER_TIME
}

function _snapshot(ref: Ref) {
  const data = ref.db.docs.get(ref.path)
  return { id: ref.id, ref, exists: () => data !== undefined, data: () => (data ? { ...data } : undefined) }
}

function _resolve(db: FakeDb, data: Record<string, unknown>): Record<string, unknown> {
  const at = db.now()
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === SERVER_TIME ? new Timestamp(at) : v]))
}

export async function getDoc(ref: Ref) {
  if (ref.db.hang) return never()
  await ref.db.gate.reads
  if (ref.db.rules.denyRead?.(ref.path)) throw denied()
  return _snapshot(ref)
}

export async function setDoc(ref: Ref, data: Record<string, unknown>) {
  if (ref.db.hang) return never()
  await ref.db.gate.writes
  if (ref.db.docs.has(ref.path) && ref.db.rules.createOnly?.(ref.path)) throw denied()
  ref.db.docs.set(ref.path, _resolve(ref.db, data))
}

export async function addDoc(col: Ref, data: Record<string, unknown>) {
  const ref = doc(col.db, col.path, `auto${String(col.db.nextId++).padStart(6, '0')}`)
  await setDoc(ref, data)
  return ref
}

export function orderBy(field: string, direction: 'asc' | 'desc' = 'asc') {
  return { field, direction }
}

export function query(col: Ref, order: { field: string; direction: 'asc' | 'desc' }) {
  return { col, order }
}

export async function getDocs(q: ReturnType<typeof query>) {
  const { col, order } = q
  if (col.db.hang) return never()
  const prefix = `${col.path}/`
  const refs = [...col.db.docs.keys()]
    .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
    .map((path) => doc(col.db, ...path.split('/')))
  const key = (ref: Ref) => (col.db.docs.get(ref.path)?.[order.field] as Timestamp).millis
  // Firestore breaks ties by document id, in the same direction.
  refs.sort((a, b) => key(a) - key(b) || a.id.localeCompare(b.id))
  if (order.direction === 'desc') refs.reverse()
  return { docs: refs.map(_snapshot) }
}

export async function runTransaction(db: FakeDb, work: (tx: unknown) => Promise<void>) {
  if (db.hang) return never()
  await work({
    get: getDoc,
    set: (ref: Ref, data: Record<string, unknown>) => void db.docs.set(ref.path, _resolve(db, data)),
    update: (ref: Ref, data: Record<string, unknown>) =>
      void db.docs.set(ref.path, { ...db.docs.get(ref.path), ..._resolve(db, data) }),
  })
}

/** A gate for `db.gate`: a promise and the functions that open it (Node 20 has no Promise.withResolvers). */
export function createGate(): { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)))
  return { promise, resolve, reject }
}
