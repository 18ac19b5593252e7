/**
 * Colour scale of the matrix cells: a blue ramp from pale to mid blue, its dark text readable on every cell
 * (WCAG AA, 4.5:1; playground/tests). Darker blues would need white text, which stays under 4.5:1 down to about 40 %.
 */
export function cellColours(value: number, min: number, max: number): { background: string; color: string } {
  const t = max > min ? Math.min(1, Math.max(0, (value - min) / (max - min))) : 0
  return { background: `hsl(199 70% ${Math.round(97 - t * 50)}%)`, color: '#102a3a' }
}
