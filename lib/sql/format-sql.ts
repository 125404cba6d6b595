import { format } from 'sql-formatter'

/** Formats SQL in the PostgreSQL dialect; throws when sql-formatter cannot parse the script. */
export function formatSql(sql: string): string {
  return format(sql, { language: 'postgresql', tabWidth: 2, keywordCase: 'preserve', linesBetweenQueries: 1 })
}
