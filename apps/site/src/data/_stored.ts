/**
 * The documents as Firestore hands them back, as zod schemas. The rules check
 * what is written, but data can still be edited in the console or left by an
 * older version, so the store parses what it reads instead of casting it.
 * Outputs are the types the pages use (Timestamp becomes Date).
 */
import { Timestamp } from 'firebase/firestore'
import * as z from 'zod/mini'
import { SUBSCRIPTION_LANGUAGES, TOPICS, emailSchema } from './validation'

const date = z.pipe(
  z.custom<Timestamp>((value) => value instanceof Timestamp, { error: 'must be a Firestore timestamp' }),
  z.transform((value: Timestamp) => value.toDate()),
)

/** subscriptions/{email} */
export const storedSubscriptionSchema = z.object({
  email: emailSchema,
  language: z.enum(SUBSCRIPTION_LANGUAGES),
  topics: z.array(z.enum(TOPICS)).check(z.minLength(1)),
  createdAt: date,
})

/** users/{uid}, without the uid, which is its id. */
export const storedProfileSchema = z.object({
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  createdAt: date,
  updatedAt: date,
})

/** users/{uid}/setups/{id}, without the id. */
export const storedSetupSchema = z.object({
  siteName: z.string(),
  yaml: z.string(),
  createdAt: date,
})
