/**
 * Chart colours from the kit's theme variables, so a theme switch recolours the charts without a re-render. SVG
 * presentation attributes take `var()` in every browser the product supports.
 */
export const CHART_COLORS = {
  line: 'rgb(var(--ta-primary))',
  area: 'rgb(var(--ta-primary) / 0.18)',
  grid: 'rgb(var(--ta-border))',
  axis: 'rgb(var(--ta-muted-foreground))',
  surface: 'rgb(var(--ta-paper))',
} as const;

// Slices differ in strength of the theme's primary colour; every slice is also named in text beside the chart.
const SLICE_ALPHAS = [1, 0.72, 0.5, 0.34, 0.22, 0.14, 0.09, 0.06, 0.04, 0.03];

/** The fill of the `index`th slice of a share chart. */
export function sliceColor(index: number): string {
  return `rgb(var(--ta-primary) / ${SLICE_ALPHAS[index % SLICE_ALPHAS.length]})`;
}
