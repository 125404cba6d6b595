import { MAIN_REGIONS } from '@/lib/catalog/regions'
import { isNewProjectPlan, type PlanId } from '@/lib/catalog/pricing-tiers'
import { MIN_PASSWORD_SCORE } from '@/lib/password/strength'

import { isComputeSize, isComputeSizeAllowed } from './compute-options'

export const PROJECT_NAME_MAX_LENGTH = 64

export const NEW_PROJECT_MESSAGES = {
  nameRequired: 'Please enter a project name.',
  nameTooLong: `Project name must be ${PROJECT_NAME_MAX_LENGTH} characters or fewer.`,
  passwordRequired: 'Please enter a database password.',
  passwordChecking: 'Checking the password strength…',
  passwordTooWeak: 'This password is not strong enough. Make it longer or generate one.',
  regionRequired: 'Please choose a region.',
  computeSizeRequired: 'Please choose a compute size.',
  computeSizeNeedsPaidPlan: 'This compute size needs a paid plan.',
  planRequired: 'Please choose a plan: free, pro or team.',
  freeProjectLimitReached: 'This organization has reached its limit of free projects.',
} as const

export interface NewProjectValues {
  name: string
  password: string
  /** A region code, e.g. eu-central-1. */
  region: string
  /** A COMPUTE_SPECS key. */
  computeSize: string
  plan: string
}

export interface NewProjectContext {
  /** Self-hosted dashboards only need a name and a password: the rest describes hosted infrastructure. */
  isPlatform: boolean
  /** The strength score of the current password; null while it is being checked. */
  passwordScore: number | null
  /** The organization's current plan. */
  organizationPlan?: PlanId
  /** Members of the organization already own their maximum number of free projects. */
  hasReachedFreeProjectLimit: boolean
}

export type NewProjectField = keyof NewProjectValues | 'form'
export type NewProjectErrors = Partial<Record<NewProjectField, string>>

export function validateProjectName(name: string): string | undefined {
  const trimmed = name.trim()
  if (trimmed.length === 0) return NEW_PROJECT_MESSAGES.nameRequired
  if (trimmed.length > PROJECT_NAME_MAX_LENGTH) return NEW_PROJECT_MESSAGES.nameTooLong
  return undefined
}

export function validateDatabasePassword(password: string, score: number | null): string | undefined {
  if (password.length === 0) return NEW_PROJECT_MESSAGES.passwordRequired
  if (score === null) return NEW_PROJECT_MESSAGES.passwordChecking
  if (score < MIN_PASSWORD_SCORE) return NEW_PROJECT_MESSAGES.passwordTooWeak
  return undefined
}

/** SPEC §9 free tier: "limit of 2 active projects" — enforced only while the organization is on Free. */
export function isBlockedByFreeProjectLimit(context: Pick<NewProjectContext, 'isPlatform' | 'organizationPlan' | 'hasReachedFreeProjectLimit'>): boolean {
  return context.isPlatform && context.organizationPlan === 'free' && context.hasReachedFreeProjectLimit
}

/** Every problem with the form, keyed by field; an empty object means it can be submitted. */
export function validateNewProject(values: NewProjectValues, context: NewProjectContext): NewProjectErrors {
  const errors: NewProjectErrors = {}
  const nameError = validateProjectName(values.name)
  if (nameError) errors.name = nameError
  const passwordError = validateDatabasePassword(values.password, context.passwordScore)
  if (passwordError) errors.password = passwordError
  if (!context.isPlatform) return errors

  if (!MAIN_REGIONS.some((region) => region.code === values.region)) errors.region = NEW_PROJECT_MESSAGES.regionRequired
  const plan = values.plan
  if (!isNewProjectPlan(plan)) errors.plan = NEW_PROJECT_MESSAGES.planRequired
  if (!isComputeSize(values.computeSize)) {
    errors.computeSize = NEW_PROJECT_MESSAGES.computeSizeRequired
  } else if (isNewProjectPlan(plan) && !isComputeSizeAllowed(values.computeSize, plan)) {
    errors.computeSize = NEW_PROJECT_MESSAGES.computeSizeNeedsPaidPlan
  }
  if (isBlockedByFreeProjectLimit(context)) errors.form = NEW_PROJECT_MESSAGES.freeProjectLimitReached
  return errors
}

export function hasErrors(errors: NewProjectErrors): boolean {
  return Object.values(errors).some(Boolean)
}
