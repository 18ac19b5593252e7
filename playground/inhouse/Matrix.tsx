import { Fragment } from 'react'
import { cellColours } from './scale'

export interface MatrixLabel {
  id: string | number
  title: string | number
}
export interface MatrixRow extends MatrixLabel {
  values: number[]
}
type Orientation = 'horizontal' | 'vertical'

interface GridProps {
  columnGroups: MatrixLabel[][]
  rowGroups: MatrixRow[][]
  orientation: Orientation
  caption?: string
}

/** A labelled table of values; vertical orientation swaps rows and columns. */
function MatrixGrid({ columnGroups, rowGroups, orientation, caption }: GridProps) {
  const columns = columnGroups.flat()
  const rows = rowGroups.flat()
  const values = rows.flatMap((r) => r.values)
  const [min, max] = [Math.min(0, ...values), Math.max(1, ...values)]
  const grouped = columnGroups.length > 1 || rowGroups.length > 1
  // Horizontal: x labels across the top. Vertical: x labels down the side.
  const across = orientation === 'horizontal' ? columnGroups : (rowGroups as MatrixLabel[][])
  const down = orientation === 'horizontal' ? (rowGroups as MatrixLabel[][]) : columnGroups
  const valueAt = (downItem: MatrixLabel, acrossItem: MatrixLabel) => {
    const row = (orientation === 'horizontal' ? downItem : acrossItem) as MatrixRow
    const column = orientation === 'horizontal' ? acrossItem : downItem
    return row.values[columns.findIndex((c) => c === column)] ?? 0
  }
  return (
    <div className="vnv-matrix" data-orientation={orientation}>
      <table>
        {caption && <caption>{caption}</caption>}
        <thead>
          {grouped && (
            <tr>
              <td colSpan={grouped ? 2 : 1} />
              {across.map((group, g) => (
                <th key={g} scope="colgroup" colSpan={group.length}>
                  Group {g + 1}
                </th>
              ))}
            </tr>
          )}
          <tr>
            <td colSpan={grouped ? 2 : 1} />
            {across.flat().map((label) => (
              <th key={`${label.id}`} scope="col">
                {label.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {down.map((group, g) => (
            <Fragment key={g}>
              {group.map((label, i) => (
                <tr key={`${label.id}`}>
                  {grouped && i === 0 && (
                    <th scope="rowgroup" rowSpan={group.length}>
                      Group {g + 1}
                    </th>
                  )}
                  <th scope="row">{label.title}</th>
                  {across.flat().map((acrossLabel) => {
                    const value = valueAt(label, acrossLabel)
                    return (
                      <td key={`${acrossLabel.id}`} style={cellColours(value, min, max)}>
                        {value}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export interface MatrixD1Props {
  xLabels: MatrixLabel[]
  yLabels: MatrixRow[]
  orientation?: Orientation
  caption?: string
}
export interface MatrixD2Props {
  xLabels: MatrixLabel[][]
  yLabels: MatrixRow[][]
  orientation?: Orientation
  caption?: string
}

/** The site's implementation of the toolkit's Matrix: D1 (one set of columns and rows) and D2 (groups of each). */
export const Matrix = {
  D1: ({ xLabels, yLabels, orientation = 'horizontal', caption }: MatrixD1Props) => (
    <MatrixGrid columnGroups={[xLabels]} rowGroups={[yLabels]} orientation={orientation} caption={caption} />
  ),
  D2: ({ xLabels, yLabels, orientation = 'horizontal', caption }: MatrixD2Props) => (
    <MatrixGrid columnGroups={xLabels} rowGroups={yLabels} orientation={orientation} caption={caption} />
  )
}
