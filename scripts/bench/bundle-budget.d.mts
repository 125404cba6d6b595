/** Types of bundle-budget.mjs (plain Node ESM so scripts/test.sh runs it without a TypeScript loader). */
export declare const SHELL_ROUTES: string[]
export declare const SHELL_BUDGET: number
export declare const EDITOR_ROUTES: string[]
export declare const EDITOR_BUDGET: number
export declare const PAGE_BUDGET: number

/** Budgets as multiples of the empty app's first-load JS. */
export interface Budgets {
  shell: number
  page: number
  editor: number
}
export type BudgetClass = keyof Budgets
export declare const DEFAULT_BUDGETS: Budgets
export declare const BUDGET_OPTIONS: Record<'shell-budget' | 'page-budget' | 'editor-budget', { type: 'string'; default: string }>
export declare function budgetsFromOptions(values: Record<string, string | boolean | undefined>): Budgets
export declare function budgetClassOf(route: string): BudgetClass

export interface RouteChunks {
  route: string
  chunkPaths: string[]
}
export interface MeasuredRoute {
  route: string
  gzipBytes: number
}
export interface BudgetResult extends MeasuredRoute {
  ratio: number
  budget: number
  budgetClass: BudgetClass
  status: 'OK' | 'OVER'
}
export interface BundleBudgetReport {
  floorBytes: number
  results: BudgetResult[]
  isWithinBudget: boolean
}

export declare function budgetFor(route: string, budgets?: Budgets): number
export declare function readRouteBundleStats(projectDir: string, distDir?: string): RouteChunks[]
export declare function measureRoutes(projectDir: string, stats: RouteChunks[]): MeasuredRoute[]
export declare function floorBytes(measuredRoutes: MeasuredRoute[]): number
export declare function checkBudgets(measuredRoutes: MeasuredRoute[], floor: number, budgets?: Budgets): BudgetResult[]
export declare function isWithinBudget(results: BudgetResult[]): boolean
export declare function formatBudgetTable(results: BudgetResult[], floor: number): string
export declare function bundleBudgetReport(projectDir: string, distDir: string, floor: number, budgets?: Budgets): BundleBudgetReport
