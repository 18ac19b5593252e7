import { cellColours } from './scale'

export interface HeatmapProps {
  title: string
  xLabels: string[]
  yLabels: string[]
  /** One row of values per y label, one value per x label. */
  values: number[][]
  min?: number
  max?: number
}

/** The site's heatmap: a table whose cells are shaded by value, with the value as text. */
export function Heatmap({ title, xLabels, yLabels, values, min, max }: HeatmapProps) {
  const all = values.flat()
  const low = min ?? Math.min(...all)
  const high = max ?? Math.max(...all)
  return (
    <div className="vnv-matrix vnv-heatmap">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {xLabels.map((x) => (
              <th key={x} scope="col">
                {x}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {yLabels.map((y, row) => (
            <tr key={y}>
              <th scope="row">{y}</th>
              {xLabels.map((x, column) => {
                const value = values[row]?.[column] ?? 0
                return (
                  <td key={x} style={cellColours(value, low, high)}>
                    {value}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vnv-heatmap__legend">
        <span style={cellColours(low, low, high)}>{low}</span> to <span style={cellColours(high, low, high)}>{high}</span>
      </p>
    </div>
  )
}
