import type { Extension } from './schemas/extensions-schema'
import { EXTENSIONS_A_TO_O } from './extensions-a-to-o'
import { EXTENSIONS_P_TO_Z } from './extensions-p-to-z'

/** The Postgres extension catalogue of SPEC §3, sorted by name. */
export const EXTENSIONS: readonly Extension[] = [...EXTENSIONS_A_TO_O, ...EXTENSIONS_P_TO_Z]

export function findExtension(name: string): Extension | undefined {
  return EXTENSIONS.find((entry) => entry.name === name)
}

/** The extension's product page in project `ref`, or null when it has none. */
export function productUrlFor(ext: Pick<Extension, 'product_url'>, ref: string): string | null {
  return ext.product_url === null ? null : ext.product_url.replace('{ref}', encodeURIComponent(ref))
}

/** An absolute docs link: our own docs paths hang off `docsUrl` (PublicConfig.docsUrl); external URLs pass through. */
export function extensionDocsUrl(ext: Pick<Extension, 'link'>, docsUrl: string): string | null {
  if (ext.link === null) return null
  return ext.link.startsWith('/') ? `${docsUrl.replace(/\/+$/, '')}${ext.link}` : ext.link
}

export function isDeprecatedIn(ext: Pick<Extension, 'deprecated'>, postgresMajorVersion: number | string): boolean {
  return ext.deprecated?.includes(String(postgresMajorVersion)) ?? false
}
