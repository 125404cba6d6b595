/**
 * A streaming CSV parser (RFC 4180): text is pushed in chunks of any size and complete records come
 * out, so a 100 MB file is never held whole. Quoted fields may hold commas, doubled quotes and line
 * breaks; records end at LF or CRLF; a leading BOM is dropped. As Postgres's COPY … CSV reads them,
 * an unquoted empty field is NULL and a quoted one ("") is an empty string.
 */
export type CsvField = string | null

export interface CsvRecord {
  fields: CsvField[]
  /** The physical line (1-based) the record starts on: what an editor or `head -n` shows. */
  line: number
}

export class CsvParseError extends Error {
  constructor(
    message: string,
    readonly line: number
  ) {
    super(message)
    this.name = 'CsvParseError'
  }
}

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted'

export interface CsvParser {
  /** Parses the next chunk; returns the records completed by it. */
  push(chunk: string): CsvRecord[]
  /** Ends the input; returns the last record if the file does not end with a line break. */
  finish(): CsvRecord[]
}

export function createCsvParser({ delimiter = ',' }: { delimiter?: string } = {}): CsvParser {
  let state: State = 'fieldStart'
  let field = ''
  let fields: CsvField[] = []
  let line = 1
  let recordLine = 1
  let isFirstChunk = true
  let pendingCarriageReturn = false

  const endField = (isQuoted: boolean) => {
    fields.push(!isQuoted && field === '' ? null : field)
    field = ''
  }
  const endRecord = (out: CsvRecord[]) => {
    // A blank line is no record (as COPY skips nothing here, but spreadsheets leave trailing ones).
    if (!(fields.length === 1 && fields[0] === null)) out.push({ fields, line: recordLine })
    fields = []
  }

  return {
    push(chunk) {
      const out: CsvRecord[] = []
      let text = chunk
      if (isFirstChunk && text.length > 0) {
        isFirstChunk = false
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
      }
      let start = 0
      for (let index = 0; index < text.length; index++) {
        const char = text[index]
        if (pendingCarriageReturn) {
          pendingCarriageReturn = false
          if (char === '\n') {
            start = index + 1
            continue
          }
        }
        if (state === 'quoted') {
          if (char === '"') {
            field += text.slice(start, index)
            state = 'quoteInQuoted'
          } else if (char === '\n') line++
          continue
        }
        if (state === 'unquoted') {
          if (char !== delimiter && char !== '\n' && char !== '\r') continue
          field += text.slice(start, index)
        }
        if (state === 'quoteInQuoted') {
          if (char === '"') {
            // A doubled quote: one literal quote, still inside the field.
            field += '"'
            state = 'quoted'
            start = index + 1
            continue
          }
          if (char !== delimiter && char !== '\n' && char !== '\r') {
            throw new CsvParseError(`Line ${line}: a closing quote must end the field`, line)
          }
        }
        const wasQuoted = state === 'quoteInQuoted'
        if (char === delimiter) {
          if (state === 'fieldStart') field = ''
          endField(wasQuoted)
          state = 'fieldStart'
          start = index + 1
        } else if (char === '\n' || char === '\r') {
          endField(wasQuoted)
          endRecord(out)
          line++
          recordLine = line
          state = 'fieldStart'
          pendingCarriageReturn = char === '\r'
          start = index + 1
        } else if (char === '"') {
          state = 'quoted'
          start = index + 1
        } else {
          state = 'unquoted'
          start = index
        }
      }
      if (state === 'quoted' || state === 'unquoted') field += text.slice(start)
      return out
    },
    finish() {
      const out: CsvRecord[] = []
      if (state === 'quoted') throw new CsvParseError(`Line ${recordLine}: a quoted field is not closed`, recordLine)
      if (state !== 'fieldStart' || fields.length > 0) {
        endField(state === 'quoteInQuoted')
        endRecord(out)
      }
      state = 'fieldStart'
      return out
    },
  }
}

/** Parses a whole text (small inputs, tests, previews). */
export function parseCsv(text: string): CsvRecord[] {
  const parser = createCsvParser()
  return [...parser.push(text), ...parser.finish()]
}
