import { describe, expect, it, vi } from 'vitest'

async function freshReporterModule() {
  vi.resetModules()
  return import('@/lib/api/error-reporter')
}

describe('API error reporter hook', () => {
  it('hands errors from before the reporter loaded to it once it registers, then reports directly', async () => {
    const { reportError, setErrorReporter } = await freshReporterModule()
    reportError(new Error('first call failed'), { path: '/platform/profile' })
    reportError(new Error('second call failed'))
    const reported: unknown[] = []
    setErrorReporter((error, context) => reported.push([(error as Error).message, context]))
    expect(reported).toEqual([
      ['first call failed', { path: '/platform/profile' }],
      ['second call failed', undefined],
    ])
    reportError(new Error('later'))
    expect(reported).toHaveLength(3)
  })

  it('keeps nothing once a reporter has been removed, and never throws for a failing reporter', async () => {
    const { reportError, setErrorReporter } = await freshReporterModule()
    setErrorReporter(() => {
      throw new Error('reporter broke')
    })
    expect(() => reportError(new Error('x'))).not.toThrow()
    setErrorReporter(null)
    reportError(new Error('after sign-out'))
    const reported: unknown[] = []
    setErrorReporter((error) => reported.push(error))
    expect(reported).toEqual([])
  })
})
