import { describe, expect, it } from 'vitest'

import {
  computeSizeLabel,
  defaultComputeSize,
  instanceSizeOf,
  isComputeSizeAllowed,
} from '@/lib/new-project/compute-options'
import { invalidPlanMessage, parsePlanParam } from '@/lib/new-project/plan-param'
import {
  hasErrors,
  isBlockedByFreeProjectLimit,
  NEW_PROJECT_MESSAGES,
  validateNewProject,
  type NewProjectContext,
  type NewProjectValues,
} from '@/lib/new-project/validation'

const valid: NewProjectValues = { name: 'My app', password: 'a-strong-password', region: 'eu-central-1', computeSize: 'ci_micro', plan: 'pro' }
const platform: NewProjectContext = { isPlatform: true, passwordScore: 4, organizationPlan: 'pro', hasReachedFreeProjectLimit: false }

describe('new project validation', () => {
  it('accepts a complete form', () => {
    expect(validateNewProject(valid, platform)).toEqual({})
    expect(hasErrors(validateNewProject(valid, platform))).toBe(false)
  })

  it('requires a name of 1 to 64 characters, ignoring surrounding spaces', () => {
    expect(validateNewProject({ ...valid, name: '' }, platform).name).toBe(NEW_PROJECT_MESSAGES.nameRequired)
    expect(validateNewProject({ ...valid, name: '   ' }, platform).name).toBe(NEW_PROJECT_MESSAGES.nameRequired)
    expect(validateNewProject({ ...valid, name: 'a' }, platform).name).toBeUndefined()
    expect(validateNewProject({ ...valid, name: 'x'.repeat(64) }, platform).name).toBeUndefined()
    expect(validateNewProject({ ...valid, name: ` ${'x'.repeat(64)} ` }, platform).name).toBeUndefined()
    expect(validateNewProject({ ...valid, name: 'x'.repeat(65) }, platform).name).toBe(NEW_PROJECT_MESSAGES.nameTooLong)
    expect(NEW_PROJECT_MESSAGES.nameTooLong).toBe('Project name must be 64 characters or fewer.')
  })

  it('requires a password whose strength check finished with the top score', () => {
    expect(validateNewProject({ ...valid, password: '' }, platform).password).toBe(NEW_PROJECT_MESSAGES.passwordRequired)
    expect(validateNewProject(valid, { ...platform, passwordScore: null }).password).toBe(NEW_PROJECT_MESSAGES.passwordChecking)
    for (const score of [0, 1, 2, 3]) {
      expect(validateNewProject(valid, { ...platform, passwordScore: score }).password).toBe(NEW_PROJECT_MESSAGES.passwordTooWeak)
    }
  })

  it('checks region, compute size and plan on the platform', () => {
    expect(validateNewProject({ ...valid, region: 'mars-1' }, platform).region).toBe(NEW_PROJECT_MESSAGES.regionRequired)
    expect(validateNewProject({ ...valid, region: 'sin' }, platform).region).toBe(NEW_PROJECT_MESSAGES.regionRequired)
    expect(validateNewProject({ ...valid, computeSize: 'ci_huge' }, platform).computeSize).toBe(NEW_PROJECT_MESSAGES.computeSizeRequired)
    expect(validateNewProject({ ...valid, plan: 'enterprise' }, platform).plan).toBe(NEW_PROJECT_MESSAGES.planRequired)
    expect(validateNewProject({ ...valid, plan: 'free', computeSize: 'ci_micro' }, platform).computeSize).toBe(
      NEW_PROJECT_MESSAGES.computeSizeNeedsPaidPlan
    )
    expect(validateNewProject({ ...valid, plan: 'free', computeSize: 'ci_nano' }, platform)).toEqual({})
  })

  it('only needs a name and a password on a self-hosted dashboard', () => {
    const selfHosted = { ...platform, isPlatform: false, organizationPlan: 'free' as const, hasReachedFreeProjectLimit: true }
    expect(validateNewProject({ ...valid, region: '', computeSize: '', plan: '' }, selfHosted)).toEqual({})
    expect(validateNewProject({ ...valid, name: '', region: '' }, selfHosted)).toEqual({ name: NEW_PROJECT_MESSAGES.nameRequired })
  })

  it('blocks a free organization whose members reached the free project limit', () => {
    const blocked = { ...platform, organizationPlan: 'free' as const, hasReachedFreeProjectLimit: true }
    expect(isBlockedByFreeProjectLimit(blocked)).toBe(true)
    expect(validateNewProject({ ...valid, plan: 'free', computeSize: 'ci_nano' }, blocked).form).toBe(
      NEW_PROJECT_MESSAGES.freeProjectLimitReached
    )
    // A paid organization is not limited, nor a free one below the limit.
    expect(isBlockedByFreeProjectLimit({ ...blocked, organizationPlan: 'pro' })).toBe(false)
    expect(isBlockedByFreeProjectLimit({ ...blocked, hasReachedFreeProjectLimit: false })).toBe(false)
  })
})

describe('new project plan parameter', () => {
  it('accepts free, pro and team, and no parameter at all', () => {
    expect(parsePlanParam('free')).toEqual({ isValid: true, plan: 'free' })
    expect(parsePlanParam('pro')).toEqual({ isValid: true, plan: 'pro' })
    expect(parsePlanParam('team')).toEqual({ isValid: true, plan: 'team' })
    expect(parsePlanParam(undefined)).toEqual({ isValid: true })
  })

  it('rejects any other value with a message naming it and the valid plans', () => {
    expect(parsePlanParam('enterprise')).toEqual({ isValid: false, message: invalidPlanMessage('enterprise') })
    expect(invalidPlanMessage('enterprise')).toBe('"enterprise" is not a plan a new project can start on. Choose one of: free, pro, team.')
    expect(parsePlanParam('')).toMatchObject({ isValid: false })
    expect(parsePlanParam('PRO')).toMatchObject({ isValid: false })
    expect(parsePlanParam(['pro', 'team'])).toEqual({ isValid: false, message: invalidPlanMessage('pro,team') })
  })
})

describe('compute sizes', () => {
  it('keeps free projects on Nano and defaults paid plans to Micro', () => {
    expect(defaultComputeSize('free')).toBe('ci_nano')
    expect(defaultComputeSize('pro')).toBe('ci_micro')
    expect(isComputeSizeAllowed('ci_micro', 'free')).toBe(false)
    expect(isComputeSizeAllowed('ci_micro', 'team')).toBe(true)
    expect(instanceSizeOf('ci_micro')).toBe('micro')
    expect(instanceSizeOf('ci_nano')).toBe('nano')
  })

  it('describes each size from the compute catalogue', () => {
    expect(computeSizeLabel('ci_nano')).toBe('Nano — Shared CPU • 0.5 GB memory • 30 direct connections')
    expect(computeSizeLabel('ci_micro')).toBe('Micro — 2-core shared CPU • 1 GB memory • 60 direct connections')
  })
})
