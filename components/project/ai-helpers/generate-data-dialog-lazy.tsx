'use client'

import { lazyComponent } from '@/components/ui/lazy-component'

/** The data generator's dialog is fetched when it first opens, so the table editor's first load does not carry it. */
export const LazyGenerateDataDialog = lazyComponent(() => import('./generate-data-dialog').then((module) => module.default), {
  isClientOnly: true,
})
