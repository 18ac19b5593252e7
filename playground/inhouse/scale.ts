/** Colour scale of the matrix cells: a blue ramp whose text stays readable (WCAG AA). */
export function cellColours(value: number, min: number, max: number): { background: string; color: string } {
  const t = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0
  const lightness = Math.round(97 - t * 62)
  return { background: `hsl(199 70% ${lightness}%)`, color: lightness < 60 ? '#ffffff' : '#102a3a' }
}
