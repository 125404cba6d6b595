import type { Testimonial } from './schemas/testimonials-schema'

/**
 * Marketing testimonials (SPEC §3). Real entries are user content the SPEC does not reproduce, so these
 * are our own sample entries pointing at example.com.
 */

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: 'Spun up a Postgres database with auth and storage in an afternoon, and it has not needed a babysitter since.',
    url: 'https://example.com/posts/ada_builds/1',
    handle: 'ada_builds',
    img_url: 'https://example.com/avatars/ada_builds.png',
  },
  {
    text: 'Row level security plus the generated API meant our mobile team shipped without waiting on a backend sprint.',
    url: 'https://example.com/posts/mobile_marco/2',
    handle: 'mobile_marco',
    img_url: 'https://example.com/avatars/mobile_marco.png',
  },
  {
    text: 'Branching lets us review schema changes the same way we review code. Fewer surprises on deploy day.',
    url: 'https://example.com/posts/priya_dev/3',
    handle: 'priya_dev',
    img_url: 'https://example.com/avatars/priya_dev.png',
  },
  {
    text: 'The SQL editor and the logs explorer are where I spend most of my day now, and I mean that as a compliment.',
    url: 'https://example.com/posts/sqlsam/4',
    handle: 'sqlsam',
    img_url: 'https://example.com/avatars/sqlsam.png',
  },
  {
    text: 'We moved a side project to the Pro plan in one click when it took off. No migration, no downtime.',
    url: 'https://example.com/posts/lena_ships/5',
    handle: 'lena_ships',
    img_url: 'https://example.com/avatars/lena_ships.png',
  },
  {
    text: 'pgvector on a managed database gave our search feature embeddings without another service to run.',
    url: 'https://example.com/posts/vector_vik/6',
    handle: 'vector_vik',
    img_url: 'https://example.com/avatars/vector_vik.png',
  },
]
