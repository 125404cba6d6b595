import { describe, expect, it } from 'vitest'

import { createCsvParser, CsvParseError, parseCsv } from '@/lib/csv/csv-parser'

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields)

describe('CSV parser', () => {
  it('reads quotes, doubled quotes, delimiters and line breaks inside quotes', () => {
    expect(fieldsOf('a,b,c\n1,"x, y","say ""hi"""\n2,"two\nlines",z\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\nlines', 'z'],
    ])
  })

  it('drops a BOM, takes CRLF and a last line without a break', () => {
    expect(fieldsOf('\uFEFFid,name\r\n1,one\r\n2,two')).toEqual([
      ['id', 'name'],
      ['1', 'one'],
      ['2', 'two'],
    ])
  })

  it('tells NULL (unquoted empty) from an empty string (quoted ""), as COPY CSV does', () => {
    expect(fieldsOf('a,b,c\n,"",x\n')).toEqual([
      ['a', 'b', 'c'],
      [null, '', 'x'],
    ])
  })

  it('numbers each record by the physical line it starts on, blank lines skipped', () => {
    const records = parseCsv('h\n"multi\nline"\n\nlast\n')
    expect(records.map((record) => record.line)).toEqual([1, 2, 5])
  })

  it('gives the same records whatever the chunk boundaries (CRLF and quotes split across chunks)', () => {
    const text = 'id,"note"\r\n1,"a ""quoted""\r\nvalue"\r\n2,plain\r\n3,"",\r\n'
    const whole = parseCsv(text)
    for (let size = 1; size <= 7; size++) {
      const parser = createCsvParser()
      const records = []
      for (let index = 0; index < text.length; index += size) records.push(...parser.push(text.slice(index, index + size)))
      records.push(...parser.finish())
      expect(records).toEqual(whole)
    }
    expect(whole.map((record) => record.fields)).toEqual([
      ['id', 'note'],
      ['1', 'a "quoted"\r\nvalue'],
      ['2', 'plain'],
      ['3', '', null],
    ])
  })

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open\n')).toThrow(CsvParseError)
    expect(() => parseCsv('a\n"x"y\n')).toThrow('Line 2: a closing quote must end the field')
  })
})
