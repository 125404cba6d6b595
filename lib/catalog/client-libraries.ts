import type { ClientLibrary } from './schemas/client-libraries-schema'

/** Client libraries of SPEC §3 (custom content). Docs links hang off the configured docs URL. */

const LIBRARIES: ReadonlyArray<Omit<ClientLibrary, 'docsUrl'> & { docsPath: string }> = [
  {
    language: 'JavaScript',
    officialSupport: true,
    docsPath: '/reference/javascript/introduction',
    gitUrl: 'https://github.com/supabase/supabase-js',
  },
  {
    language: 'Flutter',
    officialSupport: true,
    docsPath: '/reference/dart/introduction',
    gitUrl: 'https://github.com/supabase/supabase-flutter',
    altIconName: 'dart',
  },
  {
    language: 'Swift',
    officialSupport: true,
    docsPath: '/reference/swift/introduction',
    gitUrl: 'https://github.com/supabase/supabase-swift',
    altIconName: 'swift',
  },
  {
    language: 'Python',
    officialSupport: true,
    releaseState: 'Alpha',
    docsPath: '/reference/python/introduction',
    gitUrl: 'https://github.com/supabase/supabase-py',
    altIconName: 'python',
  },
  {
    language: 'C#',
    officialSupport: false,
    docsPath: '/reference/csharp/introduction',
    gitUrl: 'https://github.com/supabase-community/supabase-csharp',
    altIconName: 'c-sharp',
  },
  {
    language: 'Kotlin',
    officialSupport: false,
    docsPath: '/reference/kotlin/introduction',
    gitUrl: 'https://github.com/supabase-community/supabase-kt',
    altIconName: 'kotlin',
  },
]

/** The client libraries with docs links under `docsUrl` (PublicConfig.docsUrl, e.g. https://supabase.com/docs). */
export function clientLibraries(docsUrl: string): ClientLibrary[] {
  const base = docsUrl.replace(/\/+$/, '')
  return LIBRARIES.map(({ docsPath, ...library }) => ({ ...library, docsUrl: `${base}${docsPath}` }))
}
