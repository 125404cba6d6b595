import { z } from 'zod'

// Kept apart from the data (../testimonials) so pages that show testimonials do not ship zod; only the
// catalogue tests validate against it at runtime.

export const testimonialSchema = z.object({
  text: z.string().min(1),
  url: z.url(),
  handle: z.string().regex(/^[A-Za-z0-9_]+$/, 'a handle without the leading @'),
  img_url: z.url(),
})

export type Testimonial = z.infer<typeof testimonialSchema>
