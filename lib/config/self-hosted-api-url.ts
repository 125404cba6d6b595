import { withBasePath } from '@/lib/routing/base-path'

/**
 * Self-hosted mode serves its own slice of the platform API. Kept apart from schema.ts so the
 * browser's platform client can use it without pulling zod (the env schema) into every page.
 */
export const SELF_HOSTED_PLATFORM_API_URL = withBasePath('/api/platform')
