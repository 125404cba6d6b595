/** Object paths in a bucket: folders are only prefixes ("docs/2025"), never stored on their own. */

export function joinPath(prefix: string, name: string): string {
  return prefix ? `${prefix}/${name}` : name
}

/** Each folder above and including `prefix`, for breadcrumbs. */
export function prefixCrumbs(prefix: string): { name: string; path: string }[] {
  if (!prefix) return []
  const parts = prefix.split('/')
  return parts.map((name, index) => ({ name, path: parts.slice(0, index + 1).join('/') }))
}

/**
 * Normalises a destination typed by the user: no leading, trailing or doubled slashes, no "." or ".."
 * segments. Returns null when nothing usable is left.
 */
export function normaliseObjectPath(input: string): string | null {
  const segments = input
    .trim()
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && segment !== '.')
  if (segments.length === 0 || segments.includes('..')) return null
  return segments.join('/')
}

export type PreviewKind = 'image' | 'text' | 'json' | 'pdf' | 'audio' | 'video' | 'none'

const TEXT_EXTENSIONS = /\.(txt|md|csv|log|sql|ts|tsx|js|jsx|css|html|xml|yaml|yml|toml|ini|sh)$/i

export function previewKind(mimetype: string | undefined, name: string): PreviewKind {
  const type = (mimetype ?? '').toLowerCase()
  if (type === 'application/json' || name.toLowerCase().endsWith('.json')) return 'json'
  if (type === 'application/pdf') return 'pdf'
  if (type === 'image/svg+xml') return 'none' // an SVG can carry scripts; it is offered for download only
  if (type.startsWith('image/')) return 'image'
  if (type.startsWith('audio/')) return 'audio'
  if (type.startsWith('video/')) return 'video'
  if (type.startsWith('text/') || TEXT_EXTENSIONS.test(name)) return 'text'
  return 'none'
}

/** Largest text or JSON file previewed inline; bigger ones are offered for download. */
export const MAX_TEXT_PREVIEW_BYTES = 1024 * 1024
