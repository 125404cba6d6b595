import { themeScriptSource } from '@/lib/theme/apply-theme'

/**
 * Runs before the page paints (rendered first in <body> by the root layout), so a stored theme
 * never flashes; it carries the request's CSP nonce.
 */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScriptSource() }} />
}
