const numberFormat = new Intl.NumberFormat('en-NZ');

/** Spec part 1 §9: numbers are shown with thousands separators. */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}
