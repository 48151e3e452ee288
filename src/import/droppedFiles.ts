/**
 * Files out of a drag and drop, folders included. A dropped folder arrives as one entry: it is walked here (the
 * browser hands a folder's entries out in batches) and each file's path inside it is remembered for the importer.
 */
import { normalisePath, rememberPath } from './fileNames'

/** Most files taken from one drop; a dropped home folder would otherwise be walked for minutes. */
export const MAX_DROPPED_FILES = 2000

/** True while a drag carries files (not text or a link from the page). */
export function dragHasFiles(data: DataTransfer | null): boolean {
  return !!data && Array.from(data.types).includes('Files')
}

/**
 * Every file of a drop, in folders too. Call it inside the drop handler: the entries must be taken before the
 * handler returns, the walking itself may finish later.
 */
export function droppedFiles(data: DataTransfer): Promise<File[]> {
  const entries: FileSystemEntry[] = []
  const loose: File[] = []
  for (const item of Array.from(data.items)) {
    if (item.kind !== 'file') continue
    const entry = item.webkitGetAsEntry?.()
    const file = item.getAsFile()
    if (entry) entries.push(entry)
    else if (file) loose.push(file)
  }
  return walk(entries, loose)
}

/** Walks entries breadth first, collecting files up to MAX_DROPPED_FILES. */
async function walk(entries: FileSystemEntry[], out: File[]): Promise<File[]> {
  const queue = [...entries]
  while (queue.length > 0 && out.length < MAX_DROPPED_FILES) {
    const entry = queue.shift() as FileSystemEntry
    if (entry.isFile) {
      const file = await new Promise<File | null>((resolve) =>
        (entry as FileSystemFileEntry).file(resolve, () => resolve(null)),
      )
      if (file) {
        rememberPath(file, normalisePath(entry.fullPath))
        out.push(file)
      }
    } else if (entry.isDirectory) {
      queue.push(...(await readAll((entry as FileSystemDirectoryEntry).createReader())))
    }
  }
  return out
}

/** All entries of a folder: readEntries gives a batch at a time and an empty one at the end. */
async function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  const all: FileSystemEntry[] = []
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve) => reader.readEntries(resolve, () => resolve([])))
    if (batch.length === 0 || all.length > MAX_DROPPED_FILES) return all
    all.push(...batch)
  }
}
