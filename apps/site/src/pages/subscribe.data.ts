import { data, type ActionFunctionArgs } from 'react-router-dom'
import { getStore } from '../data/get-store'
import { StoreError, type SaveSubscriptionResult } from '../data/store'
import { fieldErrorsOf, subscriptionInputSchema, type FieldErrors } from '../data/validation'
import { setSlowSave } from '../forms/slow-save'

/**
 * /subscribe's action: the form posts { email, language, topics } (as JSON)
 * here; the same zod schema the store uses checks it, and the store saves it.
 * Invalid input comes back with status 400 and the errors by field, which
 * the page shows without leaving, and without reloading anything.
 */

export type SubscribeField = 'email' | 'language' | 'topics'

export type SubscribeOutcome =
  | { kind: 'invalid'; errors: FieldErrors<SubscribeField> }
  | { kind: 'saved'; result: SaveSubscriptionResult }
  | { kind: 'failed'; reason: 'unavailable' | 'notConfigured' | 'denied' | 'invalid' }

export async function action({ request }: ActionFunctionArgs) {
  const parsed = subscriptionInputSchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success)
    return data<SubscribeOutcome>(
      { kind: 'invalid', errors: fieldErrorsOf<SubscribeField>(parsed.error) },
      { status: 400 },
    )
  try {
    const store = await getStore()
    if (!store) return { kind: 'failed', reason: 'notConfigured' } satisfies SubscribeOutcome as SubscribeOutcome
    const result = await store.saveSubscription(parsed.data, { onSlow: () => setSlowSave(true) })
    return { kind: 'saved', result } satisfies SubscribeOutcome as SubscribeOutcome
  } catch (error) {
    const reason = error instanceof StoreError && error.code !== 'unavailable' ? error.code : 'unavailable'
    console.error('Subscription not saved:', error)
    return { kind: 'failed', reason } satisfies SubscribeOutcome as SubscribeOutcome
  } finally {
    setSlowSave(false)
  }
}
