/** Formats a percentage for prose with up to three decimals, e.g. 6.5% or 6.125%. */
export function percent(value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
}
