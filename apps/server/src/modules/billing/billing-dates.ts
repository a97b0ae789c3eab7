/** A date as invoices print it: DD.MM.YYYY, in UTC like the billing periods themselves. */
export function dayText(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}
