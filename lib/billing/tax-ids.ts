import { taxIdRule } from './tax-id-rules'

/** A tax id type by its label ("EU VAT"); types without a rule are shown by their code in upper case. */
export function taxIdTypeLabel(type: string): string {
  return taxIdRule(type)?.label ?? type.replaceAll('_', ' ').toUpperCase()
}
