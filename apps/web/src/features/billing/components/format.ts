import { formatPrice } from '@markwell/domain/pricing/index';

/** A price with its currency, two decimals unless whole ("GBP 72", "GBP 60.80"). */
export const money = (currency: string, n: number) => `${currency} ${formatPrice(n)}`;

/** A date as the platform shows dates: DD.MM.YYYY. */
export function day(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}
