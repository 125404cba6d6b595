/** Tax id types by their label; others are shown by their code in upper case ("br_cpf" → "BR CPF"). */
const TAX_ID_TYPE_LABELS: Record<string, string> = {
  eu_vat: 'EU VAT',
  gb_vat: 'GB VAT',
  us_ein: 'US EIN',
  au_abn: 'AU ABN',
  ca_bn: 'CA BN',
  ch_vat: 'CH VAT',
  in_gst: 'IN GST',
  jp_cn: 'JP CN',
  sg_uen: 'SG UEN',
}

export function taxIdTypeLabel(type: string): string {
  return TAX_ID_TYPE_LABELS[type] ?? type.replaceAll('_', ' ').toUpperCase()
}
