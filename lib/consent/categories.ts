import { z } from 'zod'

import type { StoredConsent } from './consent'

/** SPEC §3 "Consent category". */
export const consentCategorySchema = z.object({
  slug: z.string().min(1),
  label: z.string().min(1),
  description: z.string(),
  isEssential: z.boolean(),
  services: z.array(z.object({ id: z.string().min(1), consent: z.object({ status: z.boolean() }) })),
})
export const consentCategoriesSchema = z.array(consentCategorySchema)

export type ConsentCategory = z.infer<typeof consentCategorySchema>

/** What the consent update call receives (SPEC §7). */
export interface ServiceConsent {
  serviceId: string
  status: boolean
}

/** SPEC §2: the privacy settings list the categories in reverse order. */
export function categoriesForDisplay(categories: readonly ConsentCategory[]): ConsentCategory[] {
  return [...categories].reverse()
}

/**
 * Each category's switch position when the modal opens: essential ones are always on; otherwise
 * the user's stored answer, else the category's own default (on only if all its services are).
 */
export function initialCategoryToggles(
  categories: readonly ConsentCategory[],
  stored: StoredConsent | null
): Record<string, boolean> {
  return Object.fromEntries(
    categories.map((category) => {
      if (category.isEssential) return [category.slug, true]
      if (stored) {
        // Opting out refuses every optional service; after accepting, only explicit refusals are off.
        const isOn = stored.status === 'accepted' && category.services.every((service) => stored.services[service.id] !== false)
        return [category.slug, isOn]
      }
      return [category.slug, category.services.length > 0 && category.services.every((service) => service.consent.status)]
    })
  )
}

/** Every service with its category's switch position; essential services are always granted. */
export function serviceConsents(
  categories: readonly ConsentCategory[],
  toggles: Record<string, boolean>
): ServiceConsent[] {
  return categories.flatMap((category) =>
    category.services.map((service) => ({
      serviceId: service.id,
      status: category.isEssential || toggles[category.slug] === true,
    }))
  )
}

/** Whether the user granted anything beyond the essential categories. */
export function hasOptionalConsent(categories: readonly ConsentCategory[], toggles: Record<string, boolean>): boolean {
  return categories.some((category) => !category.isEssential && toggles[category.slug] === true)
}
