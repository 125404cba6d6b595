import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { clientLibraries } from '@/lib/catalog/client-libraries'
import { COMPUTE_SPECS } from '@/lib/catalog/compute-specs'
import { clientLibrarySchema } from '@/lib/catalog/schemas/client-libraries-schema'
import { computeSpecSchema } from '@/lib/catalog/schemas/compute-specs-schema'
import { testimonialSchema } from '@/lib/catalog/schemas/testimonials-schema'
import { TESTIMONIALS } from '@/lib/catalog/testimonials'

describe('compute specs', () => {
  it('has the smallest size (ci_nano) as in the SPEC', () => {
    expect(COMPUTE_SPECS.ci_nano).toEqual({
      cpu_cores: 'Shared',
      cpu_dedicated: false,
      memory_gb: 0.5,
      baseline_disk_io_mbs: 43,
      max_disk_io_mbs: 2085,
      connections_direct: 30,
      connections_pooler: 200,
    })
  })

  it('has the next size (ci_micro) as in the SPEC', () => {
    expect(COMPUTE_SPECS.ci_micro).toEqual({
      cpu_cores: 2,
      cpu_dedicated: false,
      memory_gb: 1,
      baseline_disk_io_mbs: 87,
      max_disk_io_mbs: 2085,
      connections_direct: 60,
      connections_pooler: 200,
    })
  })

  it('passes the schema, which accepts only a number or "Shared" as cores', () => {
    for (const spec of Object.values(COMPUTE_SPECS)) expect(() => computeSpecSchema.parse(spec)).not.toThrow()
    expect(computeSpecSchema.safeParse({ ...COMPUTE_SPECS.ci_micro, cpu_cores: 'Dedicated' }).success).toBe(false)
  })
})

describe('client libraries', () => {
  const libraries = clientLibraries('https://docs.example.com/docs/')

  it('lists the six SPEC languages with their support level', () => {
    expect(libraries.map(({ language, officialSupport, releaseState }) => ({ language, officialSupport, releaseState }))).toEqual([
      { language: 'JavaScript', officialSupport: true, releaseState: undefined },
      { language: 'Flutter', officialSupport: true, releaseState: undefined },
      { language: 'Swift', officialSupport: true, releaseState: undefined },
      { language: 'Python', officialSupport: true, releaseState: 'Alpha' },
      { language: 'C#', officialSupport: false, releaseState: undefined },
      { language: 'Kotlin', officialSupport: false, releaseState: undefined },
    ])
  })

  it('points docs at the configured docs URL and passes the schema', () => {
    expect(() => z.array(clientLibrarySchema).parse(libraries)).not.toThrow()
    for (const library of libraries) expect(library.docsUrl.startsWith('https://docs.example.com/docs/reference/')).toBe(true)
    expect(libraries[0].gitUrl).toBe('https://github.com/supabase/supabase-js')
  })
})

describe('testimonials', () => {
  it('has six sample entries that pass the schema and point at example.com', () => {
    expect(TESTIMONIALS).toHaveLength(6)
    expect(() => z.array(testimonialSchema).parse(TESTIMONIALS)).not.toThrow()
    for (const entry of TESTIMONIALS) {
      expect(new URL(entry.url).hostname).toBe('example.com')
      expect(new URL(entry.img_url).hostname).toBe('example.com')
    }
    expect(new Set(TESTIMONIALS.map((entry) => entry.handle)).size).toBe(6)
  })

  it('rejects a handle with a leading @', () => {
    expect(testimonialSchema.safeParse({ ...TESTIMONIALS[0], handle: '@someone' }).success).toBe(false)
  })
})
