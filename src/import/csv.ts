/**
 * A small CSV reader for deck lists: RFC 4180 quoting ("a, b", "say ""hi""", line breaks inside quotes),
 * a UTF-8 byte-order mark ignored, and the separator taken from the header line: ',' or ';' (Hungarian Excel
 * saves with ';') or a tab.
 */

/** One record with the line it starts on (1-based), for messages. */
export interface CsvRecord {
  line: number
  fields: string[]
}

/** The records, or where a quoted field was left open. */
export type CsvResult = { ok: true; separator: string; records: CsvRecord[] } | { ok: false; line: number }

/** Picks the separator the header line uses most (outside quotes); ',' when it has none. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ])
  let quoted = false
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1)
  }
  let best = ','
  for (const [sep, n] of counts) if (n > (counts.get(best) ?? 0)) best = sep
  return best
}

/** Splits CSV text into records. Blank rows are skipped; fields are not trimmed here. */
export function readCsv(input: string): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const separator = detectSeparator(text)
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  let quoteLine = 1
  const endRecord = () => {
    fields.push(field)
    // Blank lines, and the rows of separators only that spreadsheets leave at the end, are no records.
    if (fields.some((f) => f.trim() !== '')) records.push({ line: start, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        field += ch
      }
    } else if (ch === '"') {
      quoted = true
      quoteLine = line
    } else if (ch === separator) {
      fields.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      endRecord()
      line++
      start = line
    } else field += ch
  }
  if (quoted) return { ok: false, line: quoteLine }
  endRecord()
  return { ok: true, separator, records }
}
