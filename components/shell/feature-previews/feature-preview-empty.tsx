import { COMMUNITY_DISCUSSIONS_URL } from '@/lib/feature-previews/catalog'

/** Shown when no preview is listed for this user, pointing to where upcoming ones are discussed. */
export function FeaturePreviewEmpty() {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-sm">
      <p>No feature previews available</p>
      <a
        href={COMMUNITY_DISCUSSIONS_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand underline-offset-2 hover:underline"
      >
        Visit the community discussions
      </a>
    </div>
  )
}
