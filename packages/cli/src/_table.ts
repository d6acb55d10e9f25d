/**
 * Aligns rows of plain-text cells into columns. Widths are measured on the
 * plain text, and colour is applied after padding, so ANSI escapes never
 * break the alignment.
 */
export function formatTable(
  rows: readonly (readonly string[])[],
  options: { gap?: number; style?: (text: string, row: number, column: number) => string } = {},
): string {
  const gap = ' '.repeat(options.gap ?? 2)
  const style = options.style ?? ((text: string) => text)
  const widths: number[] = []
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, _width(cell))))
  return rows
    .map((row, r) =>
      row
        .map((cell, i) => {
          const last = i === row.length - 1
          const padded = last ? cell : cell + ' '.repeat((widths[i] ?? 0) - _width(cell))
          return style(padded, r, i)
        })
        .join(gap)
        .trimEnd(),
    )
    .join('\n')
}

// Code points, not UTF-16 units, so an arrow or an accented path counts once.
function _width(text: string): number {
  return [...text].length
}
