import 'server-only'

/**
 * Postgres text output → JSON, shared by both backends so they agree byte for byte:
 * bigint/numeric/money as strings (no precision loss), json/jsonb as values, timestamps as ISO 8601
 * (timestamptz normalised to UTC "Z", full microsecond precision kept), bytea as its '\x…' hex text,
 * arrays as (nested) arrays of decoded elements, everything else as Postgres printed it.
 */

export type Decoder = (text: string) => unknown

/** How an unknown type OID decodes, as read from pg_type. */
export interface PgTypeInfo {
  oid: number
  category: string
  elementOid: number
  delimiter: string
  baseTypeOid: number
}

const asText: Decoder = (text) => text
const asInteger: Decoder = (text) => Number(text)
const asBoolean: Decoder = (text) => text === 't'
const asJson: Decoder = (text) => JSON.parse(text)
// JSON has no NaN or Infinity: those stay the strings Postgres printed.
const asFloat: Decoder = (text) => {
  const value = Number(text)
  return Number.isFinite(value) ? value : text
}

const TIMESTAMP_TZ = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d+)?([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?$/
const asTimestampTz: Decoder = (text) => {
  const match = TIMESTAMP_TZ.exec(text)
  if (!match) return text // infinity, BC dates and non-ISO DateStyles are kept verbatim
  const [, year, month, day, hour, minute, second, fraction = '', sign, offsetHours, offsetMinutes = '0', offsetSeconds = '0'] =
    match
  const offset = (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60 + Number(offsetSeconds)) * (sign === '-' ? -1 : 1)
  const utc = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) - offset * 1000
  )
  // Years below 100 would be shifted by Date.UTC's two-digit-year rule; keep them verbatim too.
  if (Number(year) < 100 || Number.isNaN(utc.getTime())) return text
  return `${utc.toISOString().slice(0, 19)}${fraction}Z`
}
const TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)$/
const asTimestamp: Decoder = (text) => {
  const match = TIMESTAMP.exec(text)
  return match ? `${match[1]}T${match[2]}` : text
}

/** Scalar built-in types. Anything absent is text (or looked up in pg_type when unknown). */
const SCALAR_DECODERS: Record<number, Decoder> = {
  16: asBoolean, // bool
  21: asInteger, // int2
  23: asInteger, // int4
  26: asInteger, // oid
  28: asInteger, // xid
  29: asInteger, // cid
  114: asJson, // json
  3802: asJson, // jsonb
  700: asFloat, // float4
  701: asFloat, // float8
  1114: asTimestamp, // timestamp
  1184: asTimestampTz, // timestamptz
}

/** Built-in types that print as text as they are (so they need no pg_type lookup). */
const TEXT_OIDS = [
  17, 18, 19, 20, 22, 24, 25, 27, 30, 142, 194, 600, 601, 602, 603, 604, 628, 650, 718, 774, 790, 829, 869, 1033, 1042,
  1043, 1082, 1083, 1186, 1266, 1560, 1562, 1700, 1790, 2202, 2203, 2204, 2205, 2206, 2278, 2249, 2950, 2970, 3220, 3614,
  3615, 3734, 3769, 4089, 4096, 705, 3904, 3906, 3908, 3910, 3912, 3926, 4451, 4532, 4533, 4534, 4535, 4536, 4537,
]

/** Built-in array types: array OID → element OID (box[] is the one that separates with ';'). */
const ARRAY_ELEMENTS: Record<number, number> = {
  1000: 16, 1001: 17, 1002: 18, 1003: 19, 1005: 21, 1006: 22, 1007: 23, 1008: 24, 1009: 25, 1010: 27, 1011: 28, 1012: 29,
  1013: 30, 1014: 1042, 1015: 1043, 1016: 20, 1017: 600, 1018: 601, 1019: 602, 1020: 603, 1021: 700, 1022: 701,
  1027: 604, 1028: 26, 1034: 1033, 1040: 829, 1041: 869, 651: 650, 775: 774, 791: 790, 1115: 1114, 1182: 1082,
  1183: 1083, 1185: 1184, 1187: 1186, 1231: 1700, 1270: 1266, 1561: 1560, 1563: 1562, 2951: 2950, 199: 114, 3807: 3802,
  3643: 3614, 3645: 3615, 2287: 2249, 1263: 2275, 2211: 2206, 4090: 4089, 4097: 4096, 3221: 3220, 719: 718, 629: 628,
}

export class TypeDecoders {
  private readonly decoders = new Map<number, Decoder>()

  constructor() {
    for (const [oid, decoder] of Object.entries(SCALAR_DECODERS)) this.decoders.set(Number(oid), decoder)
    for (const oid of TEXT_OIDS) this.decoders.set(oid, asText)
    for (const [arrayOid, elementOid] of Object.entries(ARRAY_ELEMENTS)) {
      this.decoders.set(Number(arrayOid), arrayDecoder(this.decoderFor(elementOid), Number(arrayOid) === 1020 ? ';' : ','))
    }
  }

  has(oid: number): boolean {
    return this.decoders.has(oid)
  }

  decoderFor(oid: number): Decoder {
    return this.decoders.get(oid) ?? asText
  }

  /** Learns types read from pg_type: arrays of anything, domains as their base type, the rest as text. */
  learn(types: readonly PgTypeInfo[]): void {
    const pending = new Map(types.map((type) => [type.oid, type]))
    const resolve = (oid: number, depth: number): Decoder => {
      const known = this.decoders.get(oid)
      if (known) return known
      const type = pending.get(oid)
      if (!type || depth > 8) return asText
      let decoder = asText
      if (type.category === 'A' && type.elementOid) decoder = arrayDecoder(resolve(type.elementOid, depth + 1), type.delimiter || ',')
      else if (type.baseTypeOid) decoder = resolve(type.baseTypeOid, depth + 1)
      this.decoders.set(oid, decoder)
      return decoder
    }
    for (const type of types) resolve(type.oid, 0)
  }
}

function arrayDecoder(element: Decoder, delimiter: string): Decoder {
  return (text) => parseArrayLiteral(text, element, delimiter)
}

/** Parses Postgres's array output ('{1,2}', '{{a,"b c"},{NULL,"d\"e"}}', '[0:1]={1,2}') into nested arrays. */
export function parseArrayLiteral(text: string, element: Decoder, delimiter = ','): unknown {
  let index = 0
  // Arrays with non-default bounds are printed with a dimension prefix: drop it.
  if (text.startsWith('[')) {
    const start = text.indexOf('=')
    if (start < 0) return text
    index = start + 1
  }
  if (text[index] !== '{') return text

  const parseLevel = (): unknown[] => {
    const items: unknown[] = []
    index += 1 // past '{'
    while (index < text.length) {
      const char = text[index]
      if (char === '}') {
        index += 1
        return items
      }
      if (char === delimiter || char === ' ') {
        index += 1
      } else if (char === '{') {
        items.push(parseLevel())
      } else if (char === '"') {
        let value = ''
        index += 1
        while (index < text.length && text[index] !== '"') {
          if (text[index] === '\\') index += 1
          value += text[index]
          index += 1
        }
        index += 1 // past closing quote
        items.push(element(value))
      } else {
        let end = index
        while (end < text.length && text[end] !== delimiter && text[end] !== '}') end += 1
        const raw = text.slice(index, end)
        items.push(raw === 'NULL' ? null : element(raw))
        index = end
      }
    }
    return items
  }
  return parseLevel()
}
