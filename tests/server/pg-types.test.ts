import { describe, expect, it } from 'vitest'

import { parseArrayLiteral, TypeDecoders } from '@/lib/server/db/pg-types'

const decoders = new TypeDecoders()
const decode = (oid: number, text: string) => decoders.decoderFor(oid)(text)

describe('Postgres text → JSON', () => {
  it('normalises timestamptz in any offset to UTC, keeping microseconds', () => {
    expect(decode(1184, '2024-03-10 01:30:00+00')).toBe('2024-03-10T01:30:00Z')
    expect(decode(1184, '2024-03-10 01:30:00.5-08')).toBe('2024-03-10T09:30:00.5Z')
    expect(decode(1184, '2024-03-10 01:30:00.000001+05:30')).toBe('2024-03-09T20:00:00.000001Z')
    // Historical local mean time offsets have seconds.
    expect(decode(1184, '1900-01-01 00:00:00+00:53:28')).toBe('1899-12-31T23:06:32Z')
    expect(decode(1184, '-infinity')).toBe('-infinity')
    expect(decode(1184, '0044-03-15 12:00:00+00 BC')).toBe('0044-03-15 12:00:00+00 BC')
  })

  it('keeps exact numbers as strings and leaves non-finite floats readable', () => {
    expect(decode(20, '-9223372036854775808')).toBe('-9223372036854775808')
    expect(decode(1700, '0.1000000000000000000001')).toBe('0.1000000000000000000001')
    expect(decode(701, '-Infinity')).toBe('-Infinity')
    expect(decode(701, '1e+300')).toBe(1e300)
    expect(decode(16, 'f')).toBe(false)
  })

  it('parses nested, quoted and escaped array literals', () => {
    const asText = (text: string) => text
    expect(parseArrayLiteral('{}', asText)).toEqual([])
    expect(parseArrayLiteral('{{1,2},{3,4}}', Number)).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(parseArrayLiteral('{"a,b","c\\\\d","e\\"f",NULL,"NULL"}', asText)).toEqual(['a,b', 'c\\d', 'e"f', null, 'NULL'])
    expect(parseArrayLiteral('[2:3]={7,8}', Number)).toEqual([7, 8])
    expect(parseArrayLiteral('{(0,0),(1,1);(2,2),(3,3)}', asText, ';')).toEqual(['(0,0),(1,1)', '(2,2),(3,3)'])
  })

  it('learns arrays and domains of types it did not know', () => {
    const learned = new TypeDecoders()
    learned.learn([
      { oid: 90001, category: 'A', elementOid: 90002, delimiter: ',', baseTypeOid: 0 },
      { oid: 90002, category: 'N', elementOid: 0, delimiter: ',', baseTypeOid: 23 },
    ])
    expect(learned.decoderFor(90002)('42')).toBe(42)
    expect(learned.decoderFor(90001)('{1,NULL,3}')).toEqual([1, null, 3])
  })
})
