/** The file name a report's CSV download gets on both sides: `<id>-<YYYY-MM-DD>.csv` (UTC date). */
export function reportCsvFileName(id: string, at: Date): string {
  return `${id}-${at.toISOString().slice(0, 10)}.csv`;
}
