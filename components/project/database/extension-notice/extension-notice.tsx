'use client'

import { lazyComponent } from '@/components/ui/lazy-component'

// Shown only while an extension is missing, and its docs link needs the whole extension catalogue:
// both load then, instead of with every page that might need the notice.
export const ExtensionNotice = lazyComponent(() =>
  import('./extension-notice-panel').then((module) => module.ExtensionNoticePanel)
)
