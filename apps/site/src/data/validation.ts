/**
 * The shapes the site stores, as zod schemas. The subscribe form and both
 * store implementations validate with these same schemas, and firestore.rules
 * mirrors them (keep the three in step). Error messages are keys of the
 * `subscribe` namespace's `errors`, so the form can show them in either language.
 *
 * zod/mini, not full zod: the same zod 4 core, with functional checks that
 * tree-shake, so /subscribe and /onboarding hydrate with about 10 KB gzip
 * less. Checks run in the order listed and none aborts, so a value can get
 * several issues; the form shows the first (test/data-validation.test.ts).
 */
import * as z from 'zod/mini'

export const TOPICS = ['releases', 'guides', 'security', 'events'] as const
export type Topic = (typeof TOPICS)[number]

export const SUBSCRIPTION_LANGUAGES = ['es', 'en'] as const
export type SubscriptionLanguage = (typeof SUBSCRIPTION_LANGUAGES)[number]

/**
 * A practical address check, stricter than RFC 5322 on purpose: no spaces, no
 * `/` (the normalised address is the Firestore document id) and a top-level
 * domain of letters. firestore.rules uses the same pattern.
 */
export const EMAIL_PATTERN = /^[^\s@/]+@[^\s@/]+\.[a-z]{2,63}$/
export const EMAIL_MAX = 254

/** Trims and lower-cases: `Ana@Example.com ` and `ana@example.com` are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export const emailSchema = z.pipe(
  z.pipe(z.string({ error: 'emailRequired' }), z.transform(normalizeEmail)),
  z
    .string()
    .check(
      z.minLength(1, { error: 'emailRequired' }),
      z.maxLength(EMAIL_MAX, { error: 'emailTooLong' }),
      z.regex(EMAIL_PATTERN, { error: 'emailInvalid' }),
    ),
)

export const subscriptionInputSchema = z.object({
  email: emailSchema,
  language: z.enum(SUBSCRIPTION_LANGUAGES, { error: 'languageInvalid' }),
  topics: z.pipe(
    z.array(z.enum(TOPICS, { error: 'topicInvalid' })).check(z.minLength(1, { error: 'topicsRequired' })),
    z.transform((topics: Topic[]) => TOPICS.filter((topic) => topics.includes(topic))),
  ),
})

/** What the subscribe form collects, before normalising. */
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>
/** A validated subscription: email normalised, topics unique and in a fixed order. */
export type SubscriptionData = z.output<typeof subscriptionInputSchema>

export const SETUP_NAME_MAX = 80
export const SETUP_YAML_MAX = 100_000

export const setupInputSchema = z.object({
  siteName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'siteNameRequired' }),
      z.maxLength(SETUP_NAME_MAX, { error: 'siteNameTooLong' }),
    ),
  yaml: z
    .string()
    .check(z.minLength(1, { error: 'yamlRequired' }), z.maxLength(SETUP_YAML_MAX, { error: 'yamlTooLong' })),
})
export type SetupInput = z.input<typeof setupInputSchema>

export const profilePatchSchema = z.object({
  email: z.optional(z.nullable(z.string().check(z.maxLength(EMAIL_MAX)))),
  displayName: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(80)))),
})
export type ProfilePatch = z.input<typeof profilePatchSchema>

// Zod-free, so the login page can use it without these schemas.
export { fieldErrorsOf, type FieldErrors } from '../forms/field-errors'
