// The shapes in src/data/validation.ts, issue by issue: which message keys a
// value gets and in what order (the subscribe form shows the first), what the
// email and the topics turn into, and the StoreError text for a problem that
// has no message key of ours.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { config, type ZodMiniType } from 'zod/mini'
import { es } from 'zod/locales'
import { createMemoryStore } from '../src/data/memory-store'
import { StoreError } from '../src/data/store'
import {
  emailSchema,
  EMAIL_MAX,
  profilePatchSchema,
  setupInputSchema,
  subscriptionInputSchema,
} from '../src/data/validation'

/** Every issue as `path: message`, in the order zod reports it. */
function issuesOf(schema: ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const local = (n: number) => 'a'.repeat(n)

describe('emailSchema', () => {
  it('trims and lower-cases before it checks', () => {
    expect(emailSchema.parse(' Ana.Lopez@Example.COM\t')).toBe('ana.lopez@example.com')
    expect(emailSchema.parse(` ${local(EMAIL_MAX - 6)}@ex.io `)).toHaveLength(EMAIL_MAX)
  })

  it('reports every failed check, required and too long before invalid', () => {
    expect({
      empty: issuesOf(emailSchema, ''),
      blank: issuesOf(emailSchema, '   '),
      notString: issuesOf(emailSchema, 42),
      missing: issuesOf(emailSchema, undefined),
      tooLongButValid: issuesOf(emailSchema, `${local(EMAIL_MAX - 5)}@ex.io`),
      tooLongAndInvalid: issuesOf(emailSchema, local(EMAIL_MAX + 1)),
      noTld: issuesOf(emailSchema, 'ana@example'),
      slash: issuesOf(emailSchema, 'a/b@example.com'),
      digitTld: issuesOf(emailSchema, 'ana@example.c0m'),
    }).toMatchInlineSnapshot(`
      {
        "blank": [
          ": emailRequired",
          ": emailInvalid",
        ],
        "digitTld": [
          ": emailInvalid",
        ],
        "empty": [
          ": emailRequired",
          ": emailInvalid",
        ],
        "missing": [
          ": emailRequired",
        ],
        "noTld": [
          ": emailInvalid",
        ],
        "notString": [
          ": emailRequired",
        ],
        "slash": [
          ": emailInvalid",
        ],
        "tooLongAndInvalid": [
          ": emailTooLong",
          ": emailInvalid",
        ],
        "tooLongButValid": [
          ": emailTooLong",
        ],
      }
    `)
  })
})

describe('subscriptionInputSchema', () => {
  it('de-duplicates the topics and puts them in TOPICS order', () => {
    const data = subscriptionInputSchema.parse({
      email: 'Ana@Example.com',
      language: 'en',
      topics: ['security', 'releases', 'security', 'events'],
    })
    expect(data).toEqual({ email: 'ana@example.com', language: 'en', topics: ['releases', 'security', 'events'] })
  })

  it('reports fields in shape order, each with its own key', () => {
    expect(issuesOf(subscriptionInputSchema, { email: '', language: 'fr', topics: [] })).toMatchInlineSnapshot(`
      [
        "email: emailRequired",
        "email: emailInvalid",
        "language: languageInvalid",
        "topics: topicsRequired",
      ]
    `)
    expect(
      issuesOf(subscriptionInputSchema, {
        email: 'ana@example.com',
        language: 'es',
        topics: ['gossip', 'releases', 'Events'],
      }),
    ).toMatchInlineSnapshot(`
      [
        "topics.0: topicInvalid",
        "topics.2: topicInvalid",
      ]
    `)
    expect(issuesOf(subscriptionInputSchema, { topics: ['releases'] })).toMatchInlineSnapshot(`
      [
        "email: emailRequired",
        "language: languageInvalid",
      ]
    `)
  })
})

describe('setupInputSchema and profilePatchSchema', () => {
  it('trims the site name before its length checks', () => {
    expect(setupInputSchema.parse({ siteName: ` ${'n'.repeat(80)} `, yaml: 'x' }).siteName).toBe('n'.repeat(80))
    expect({
      blank: issuesOf(setupInputSchema, { siteName: '   ', yaml: '' }),
      tooLong: issuesOf(setupInputSchema, { siteName: 'n'.repeat(81), yaml: 'y'.repeat(100_001) }),
      atTheLimits: issuesOf(setupInputSchema, { siteName: 'n'.repeat(80), yaml: 'y'.repeat(100_000) }),
    }).toMatchInlineSnapshot(`
      {
        "atTheLimits": [],
        "blank": [
          "siteName: siteNameRequired",
          "yaml: yamlRequired",
        ],
        "tooLong": [
          "siteName: siteNameTooLong",
          "yaml: yamlTooLong",
        ],
      }
    `)
  })

  it('keeps null and leaves out absent fields in a profile patch', () => {
    expect(profilePatchSchema.parse({ email: null, displayName: '  Ana  ' })).toEqual({
      email: null,
      displayName: 'Ana',
    })
    expect(Object.keys(profilePatchSchema.parse({}))).toEqual([])
    expect(Object.keys(profilePatchSchema.parse({ displayName: undefined }))).toMatchInlineSnapshot(`
      [
        "displayName",
      ]
    `)
  })
})

describe('StoreError from the stores', () => {
  // zod/mini installs no locale: the store must give issues without a key of
  // ours full zod's English text itself, and leave a chosen locale alone.
  let before: ReturnType<typeof config>['localeError']
  beforeEach(() => {
    before = config().localeError
    config({ localeError: undefined })
  })
  afterEach(() => {
    config({ localeError: before })
  })

  const messageOf = async (save: Promise<unknown>) => {
    const error = await save.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StoreError)
    expect((error as StoreError).code).toBe('invalid')
    return (error as StoreError).message
  }

  it('names the field and the first issue', async () => {
    const store = createMemoryStore()
    expect({
      email: await messageOf(store.saveSubscription({ email: ' ', language: 'xx' as never, topics: [] })),
      topics: await messageOf(
        store.saveSubscription({ email: 'ana@example.com', language: 'es', topics: 'releases' as never }),
      ),
      notAnObject: await messageOf(store.saveSubscription(null as never)),
      profileEmail: await messageOf(store.saveProfile('uid', { email: 'x'.repeat(EMAIL_MAX + 1) })),
      profileName: await messageOf(store.saveProfile('uid', { displayName: 5 as never })),
      setupName: await messageOf(store.addSetup('uid', { siteName: ' ', yaml: '' })),
      setupYaml: await messageOf(store.addSetup('uid', { siteName: 'Sitio' } as never)),
    }).toMatchInlineSnapshot(`
      {
        "email": "Invalid subscription (field email): emailRequired.",
        "notAnObject": "Invalid subscription: Invalid input: expected object, received null.",
        "profileEmail": "Invalid profile (field email): Too big: expected string to have <=254 characters.",
        "profileName": "Invalid profile (field displayName): Invalid input: expected string, received number.",
        "setupName": "Invalid setup (field siteName): siteNameRequired.",
        "setupYaml": "Invalid setup (field yaml): Invalid input: expected string, received undefined.",
        "topics": "Invalid subscription (field topics): Invalid input: expected array, received string.",
      }
    `)
  })

  it('keeps a zod locale the app already chose', async () => {
    config(es())
    expect(await messageOf(createMemoryStore().addSetup('uid', { siteName: 'Sitio' } as never))).toMatchInlineSnapshot(
      `"Invalid setup (field yaml): Entrada inválida: se esperaba texto, recibido indefinido."`,
    )
  })
})
