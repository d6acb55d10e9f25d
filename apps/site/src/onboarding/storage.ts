import { wizardStateSchema, type WizardState } from './model'

/** Where the wizard keeps its progress, so a reload resumes it. */
export const WIZARD_STORAGE_KEY = 'routekit.onboarding.v1'

/** The saved progress, or null when there is none or it no longer fits the schema. */
export function loadWizardState(storage: Storage | undefined = _storage()): WizardState | null {
  try {
    const raw = storage?.getItem(WIZARD_STORAGE_KEY)
    if (!raw) return null
    const parsed = wizardStateSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null // blocked storage or broken JSON: start over
  }
}

/** Keeps the progress; a full or blocked storage only loses the memory. */
export function saveWizardState(state: WizardState, storage: Storage | undefined = _storage()): void {
  try {
    storage?.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state))
  } catch {
    /* the wizard still works, it just will not survive a reload */
  }
}

/** Forgets the progress ("start over"). */
export function clearWizardState(storage: Storage | undefined = _storage()): void {
  try {
    storage?.removeItem(WIZARD_STORAGE_KEY)
  } catch {
    /* nothing to do */
  }
}

function _storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
