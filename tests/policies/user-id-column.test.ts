import { policyTemplates } from '@/lib/policies/policy-templates'
import { rankUserIdColumns } from '@/lib/policies/user-id-column'

describe('rankUserIdColumns', () => {
  it('puts uuid columns first, then the usual names, and keeps table order among equals', () => {
    const columns = [
      { name: 'id', format: 'int8' },
      { name: 'owner', format: 'text' },
      { name: 'title', format: 'text' },
      { name: 'created_by', format: 'uuid' },
      { name: 'user_id', format: 'uuid' },
      { name: 'external_ref', format: 'uuid' },
    ]
    expect(rankUserIdColumns(columns)).toEqual(['user_id', 'created_by', 'external_ref', 'owner', 'id', 'title'])
  })

  it('prefers a uuid column whatever its name over a text column named owner', () => {
    expect(rankUserIdColumns([{ name: 'owner', format: 'text' }, { name: 'Author', format: 'uuid' }])).toEqual(['Author', 'owner'])
  })
})

describe('policyTemplates', () => {
  const byId = (templates: ReturnType<typeof policyTemplates>, id: string) => templates.find((template) => template.id === id)

  it('builds the per-user templates on auth.uid() and the picked column, quoted', () => {
    const templates = policyTemplates({ hasAuthSchema: true, userColumn: 'Created By' })
    expect(byId(templates, 'owner-read')?.draft).toMatchObject({ command: 'SELECT', roles: ['authenticated'], using: '(select auth.uid()) = "Created By"' })
    expect(byId(templates, 'update-owner')?.draft).toMatchObject({ using: '(select auth.uid()) = "Created By"', check: '(select auth.uid()) = "Created By"' })
    expect(byId(templates, 'insert-signed-in')?.draft.check).toBe('(select auth.uid()) = "Created By"')
    expect(templates.map((template) => template.draft.using + template.draft.check).join(' ')).not.toMatch(/\bowner\b/)
  })

  it('without an auth schema compares the picked column with the current role', () => {
    const templates = policyTemplates({ hasAuthSchema: false, userColumn: 'author' })
    expect(byId(templates, 'owner-read')?.draft.using).toBe('"author" = current_user')
    expect(byId(templates, 'owner-update')?.draft.check).toBe('"author" = current_user')
  })

  it('offers only the table-wide template when the table has no column to pick', () => {
    expect(policyTemplates({ hasAuthSchema: true, userColumn: null }).map((template) => template.id)).toEqual(['read-everyone'])
  })
})
