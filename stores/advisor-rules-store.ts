import { create } from 'zustand'

import { persistInLocalStorage } from './local-storage-persist'
import { createPersistedValue } from './persisted-value'
import { STORAGE_KEYS } from './storage-keys'
import * as v from './value-guards'

/**
 * Advisor rules the user switched off, per project, kept in this browser (the "Disable Advisor
 * rules" preview). A disabled rule's findings are left out of the advisor reports.
 */
interface AdvisorRulesState {
  disabled: Record<string, string[]>
  setRuleEnabled: (projectRef: string, rule: string, isEnabled: boolean) => void
}

export const ADVISOR_RULES_STORAGE_KEY = STORAGE_KEYS.advisorRules

const persistedRules = createPersistedValue({
  key: ADVISOR_RULES_STORAGE_KEY,
  format: 'versioned',
  schema: v.shape({ disabled: v.recordOf(v.arrayOf(v.string)) }),
  defaultValue: () => ({ disabled: {} }),
})

export const useAdvisorRulesStore = create<AdvisorRulesState>()(
  persistInLocalStorage(persistedRules, ({ disabled }) => ({ disabled }), (set) => ({
    disabled: {},
    setRuleEnabled: (projectRef, rule, isEnabled) =>
      set((state) => {
        const current = new Set(state.disabled[projectRef] ?? [])
        if (isEnabled) current.delete(rule)
        else current.add(rule)
        return { disabled: { ...state.disabled, [projectRef]: [...current].sort() } }
      }),
  }))
)

const NO_RULES: string[] = []

/** The rules disabled in a project (a stable empty array when none, so selectors do not re-render). */
export function useDisabledAdvisorRules(projectRef: string): string[] {
  return useAdvisorRulesStore((state) => state.disabled[projectRef] ?? NO_RULES)
}
