import {
  POSTGRES_IMAGE_PREFIX,
  postgresMajorVersion,
  postgresVersionDigits,
  postgresVersionNumber,
} from '@/lib/format/postgres-version'

describe('Postgres version from an image name (SPEC §9)', () => {
  it('reads the version after "supabase-postgres-"', () => {
    expect(POSTGRES_IMAGE_PREFIX).toBe('supabase-postgres-')
    expect(postgresVersionDigits('supabase-postgres-15.1.0.117')).toBe('15.1.0.117')
    expect(postgresVersionDigits('supabase-postgres-17.4.1.054-orioledb')).toBe('17.4.1.054')
  })

  it('takes the major number', () => {
    expect(postgresMajorVersion('supabase-postgres-15.1.0.117')).toBe(15)
    expect(postgresMajorVersion('supabase-postgres-17.4.1.054-orioledb')).toBe(17)
  })

  it('joins the dotted digits into one number', () => {
    expect(postgresVersionNumber('supabase-postgres-15.1.0.117')).toBe(1510117)
    expect(postgresVersionNumber('supabase-postgres-14.1.0.99-vault-rc1')).toBe(141099)
  })

  it('returns null when there is no version', () => {
    for (const name of [undefined, null, '', 'postgres:15', 'supabase-postgres-', 'supabase-postgres-latest']) {
      expect(postgresMajorVersion(name)).toBeNull()
      expect(postgresVersionNumber(name)).toBeNull()
    }
  })
})
