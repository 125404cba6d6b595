import { describe, expect, it } from 'vitest'

import {
  isOrioleDbInAws,
  isOrioleDbProject,
  isValidConnectionString,
  parentRefOf,
  PROJECT_STATUSES,
  projectRefetchInterval,
} from '@/lib/projects/status'

describe('project status rules (SPEC §4)', () => {
  it('lists the 15 statuses', () => {
    expect(PROJECT_STATUSES).toHaveLength(15)
    expect(PROJECT_STATUSES).toContain('RESIZING')
  })

  it('accepts a non-empty connection string only', () => {
    expect(isValidConnectionString('enc:abc')).toBe(true)
    expect(isValidConnectionString('')).toBe(false)
    expect(isValidConnectionString('   ')).toBe(false)
    expect(isValidConnectionString(null)).toBe(false)
    expect(isValidConnectionString(undefined)).toBe(false)
  })

  it.each(['COMING_UP', 'UNKNOWN'] as const)('polls every 5 s while %s', (status) => {
    expect(projectRefetchInterval({ status, connectionString: 'enc:abc' })).toBe(5000)
  })

  it.each(['PAUSING', 'RESTORING', 'RESTARTING', 'RESIZING', 'UPGRADING', 'GOING_DOWN'] as const)(
    'keeps polling every 5 s through the in-between status %s, even with a connection string',
    (status) => {
      expect(projectRefetchInterval({ status, connectionString: 'enc:abc' })).toBe(5000)
    }
  )

  it('polls every 5 s while the connection string is not valid', () => {
    expect(projectRefetchInterval({ status: 'ACTIVE_HEALTHY', connectionString: null })).toBe(5000)
  })

  it('stops polling once the project is up with a connection string', () => {
    expect(projectRefetchInterval({ status: 'ACTIVE_HEALTHY', connectionString: 'enc:abc' })).toBe(false)
    expect(projectRefetchInterval(undefined)).toBe(false)
  })

  it('uses the parent ref of a branch and the own ref otherwise', () => {
    expect(parentRefOf({ ref: 'branch', parent_project_ref: 'main' })).toBe('main')
    expect(parentRefOf({ ref: 'main', parent_project_ref: null })).toBe('main')
  })

  it('recognises OrioleDB projects, and OrioleDB on AWS', () => {
    expect(isOrioleDbProject({ dbVersion: '17.0.1.0-orioledb' })).toBe(true)
    expect(isOrioleDbProject({ dbVersion: '15.8.1.044' })).toBe(false)
    expect(isOrioleDbInAws({ dbVersion: '17-orioledb', cloud_provider: 'AWS' })).toBe(true)
    expect(isOrioleDbInAws({ dbVersion: '17-orioledb', cloud_provider: 'FLY' })).toBe(false)
  })
})
