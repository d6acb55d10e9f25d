import type { Dispatch, SetStateAction } from 'react'
import { useOutletContext } from 'react-router-dom'
import type { WizardState, WizardTitles } from './model'

/**
 * What the onboarding layout (layouts/onboarding-layout.tsx, routes.yaml's
 * `onboarding`, inside `default`) shares with the wizard page through its
 * `<Outlet context>`: the layout owns the answers and shows the steps; the
 * page shows the current step.
 */
export interface WizardOutlet {
  state: WizardState
  setState: Dispatch<SetStateAction<WizardState>>
  titles: WizardTitles
}

/** The wizard's answers, from the onboarding layout around the page. */
export function useWizard(): WizardOutlet {
  return useOutletContext<WizardOutlet>()
}
