'use client'

import { lazyComponent } from '@/components/ui/lazy-component'

/** The designer side panel's code (forms, CodeMirror for the SQL review) is fetched when it first opens. */
export const LazyTableDesignerPanel = lazyComponent(() => import('./table-designer-panel').then((module) => module.default), {
  isClientOnly: true,
})

/** The duplicate / truncate / delete confirmation, with its SQL preview, fetched when first used. */
export const LazyTableActionDialog = lazyComponent(() => import('./table-action-dialog').then((module) => module.default), {
  isClientOnly: true,
})

/** The table's indexes (list, create, drop), fetched when first opened. */
export const LazyTableIndexesDialog = lazyComponent(() => import('./table-indexes-dialog').then((module) => module.default), {
  isClientOnly: true,
})

/** Add / Edit column from the grid's header, fetched when first opened. */
export const LazyColumnDialog = lazyComponent(() => import('./column-dialog').then((module) => module.default), {
  isClientOnly: true,
})

/** Drop column from the grid's header, with what depends on the column, fetched when first opened. */
export const LazyDropColumnDialog = lazyComponent(() => import('./drop-column-dialog').then((module) => module.default), {
  isClientOnly: true,
})
