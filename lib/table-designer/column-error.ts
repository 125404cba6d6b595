/** The field of the column form a Postgres error is about. */
export type ColumnField = 'name' | 'type' | 'default' | 'nullable' | 'unique'

/**
 * Where the Add / Edit column form shows a failed change: Postgres's message names what went wrong
 * (a taken name, a failed cast, a default of the wrong type, existing NULLs, duplicates). Null when
 * it names none of them; the form then shows it beside the Run button.
 */
export function columnFieldOfError(message: string): ColumnField | null {
  const text = message.toLowerCase()
  if (/default/.test(text)) return 'default'
  if (/contains null values|not-null constraint/.test(text)) return 'nullable'
  if (/could not create unique index|duplicate key/.test(text)) return 'unique'
  if (/^a column name|^give the column a name/.test(text)) return 'name'
  if (/already exists|does not exist|identifier|needs a name/.test(text) && !/type/.test(text)) return 'name'
  if (/type|cast|invalid input syntax|using/.test(text)) return 'type'
  return null
}
