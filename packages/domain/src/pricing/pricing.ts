/**
 * Subscription pricing: the price of a school's subscription by subjects, size and billing period.
 *
 * Money is computed in whole cents (integers) and divided once at the end, so no binary
 * float drift reaches a price: 0.1 + 0.2 style errors cannot appear.
 */

/** School types, each mapped to one price column. */
export const SCHOOL_TYPES = ['coach', 'smallschool', 'largeschool', 'xlschool'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

/** A price as stored: a number or a decimal string (Postgres `numeric`). */
export type PriceValue = number | string;

/** The price columns of a subject. The discounted variants may be missing. */
export interface SubjectPrices {
  price_mini: PriceValue;
  price_small: PriceValue;
  price_medium: PriceValue;
  price_large: PriceValue;
  price_mini_discount?: PriceValue | null;
  price_small_discount?: PriceValue | null;
  price_medium_discount?: PriceValue | null;
  price_large_discount?: PriceValue | null;
}

type PriceColumn = 'price_mini' | 'price_small' | 'price_medium' | 'price_large';

/** Which price column each school type uses. */
export const PRICE_COLUMN_BY_SCHOOL_TYPE: Readonly<Record<SchoolType, PriceColumn>> = {
  coach: 'price_mini',
  smallschool: 'price_small',
  largeschool: 'price_medium',
  xlschool: 'price_large',
};

/** The fixed list of subjects, with the ids stored in the database. */
export const SUBJECTS = [
  { id: 1, name: 'Physical Education' },
  { id: 2, name: 'Spanish' },
  { id: 4, name: 'French' },
  { id: 8, name: 'Biology' },
  { id: 28, name: 'Chemistry' },
  { id: 29, name: 'Roadmap' },
] as const;
export type Subject = (typeof SUBJECTS)[number];
export type SubjectId = Subject['id'];

/** Subject ids by name, e.g. `SUBJECT_IDS.Chemistry === 28`. */
export const SUBJECT_IDS = Object.fromEntries(SUBJECTS.map((s) => [s.name, s.id])) as {
  readonly [S in Subject as S['name']]: S['id'];
};

/** When the monthly flag is off (yearly billing) a price is multiplied by this. */
export const YEARLY_MULTIPLIER = 10;

/** Decimals prices are rounded to unless told otherwise. */
export const DEFAULT_PRICE_DECIMALS = 1;

export interface PriceOptions {
  /** Monthly billing (default true). When false the price is multiplied by 10. */
  monthly?: boolean;
  /** Decimals to round to, 0 to 2 (default 1). */
  decimals?: number;
}

function toCents(value: PriceValue | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.trim()) : (value ?? NaN);
  if (!Number.isFinite(n)) throw new RangeError(`Not a price: ${String(value)}`);
  return Math.round(n * 100);
}

/** Divides `numerator / denominator` (both integers) and rounds half up to `decimals`, in units of 10^-decimals. */
function roundedUnits(numerator: number, denominator: number, decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 2) {
    throw new RangeError('decimals must be 0, 1 or 2');
  }
  // numerator * 10^decimals is an exact integer; one correctly rounded division, then Math.round.
  return Math.round((numerator * 10 ** decimals) / denominator);
}

/**
 * A price of one period from the exact monthly figure: the monthly price is rounded once, and a
 * year is exactly ten of those months, so the figures shown side by side always add up
 * (119.60 a month is 1196.00 a year, never 1196.30).
 */
function periodPrice(monthlyNumerator: number, denominator: number, decimals: number, monthly: boolean): number {
  const units = roundedUnits(monthlyNumerator, denominator, decimals) * (monthly ? 1 : YEARLY_MULTIPLIER);
  return units / 10 ** decimals;
}

/** A subject's monthly price in cents. */
function subjectCents(subject: SubjectPrices, schoolType: SchoolType, discounted: boolean): number {
  const column = PRICE_COLUMN_BY_SCHOOL_TYPE[schoolType];
  const discountedValue = subject[`${column}_discount`];
  const raw = discounted && discountedValue != null && discountedValue !== '' ? discountedValue : subject[column];
  return toCents(raw);
}

/**
 * The price of one subject for a school type: coach → price_mini, smallschool → price_small,
 * largeschool → price_medium, xlschool → price_large. Monthly off multiplies by 10.
 * Rounded to one decimal by default.
 */
export function subjectPrice(subject: SubjectPrices, schoolType: SchoolType, options: PriceOptions = {}): number {
  const { monthly = true, decimals = DEFAULT_PRICE_DECIMALS } = options;
  return periodPrice(subjectCents(subject, schoolType, false), 100, decimals, monthly);
}

/**
 * The discounted price of one subject (the `*_discount` column of the school type's price).
 * Falls back to the regular price when the discounted column is empty.
 */
export function discountedSubjectPrice(
  subject: SubjectPrices,
  schoolType: SchoolType,
  options: PriceOptions = {},
): number {
  const { monthly = true, decimals = DEFAULT_PRICE_DECIMALS } = options;
  return periodPrice(subjectCents(subject, schoolType, true), 100, decimals, monthly);
}

/**
 * Discount in percent for a number of subjects: 1 → 0, 2 → 10, 3-4 → 20, 5-6 → 25,
 * 7-8 → 30, 9 or more → 35. Zero subjects (or fewer) → 0.
 */
export function subjectCountDiscount(subjectCount: number): number {
  if (subjectCount >= 9) return 35;
  if (subjectCount >= 7) return 30;
  if (subjectCount >= 5) return 25;
  if (subjectCount >= 3) return 20;
  if (subjectCount === 2) return 10;
  return 0;
}

/**
 * Subscription price = sum of the discounted subject prices × (100 − subject-count discount) / 100,
 * rounded to one decimal by default. Subject prices are summed exactly (in cents) and the monthly
 * price rounded only once, at the end; a yearly price is ten of those months.
 */
export function subscriptionPrice(
  subjects: readonly SubjectPrices[],
  schoolType: SchoolType,
  options: PriceOptions = {},
): number {
  const { monthly = true, decimals = DEFAULT_PRICE_DECIMALS } = options;
  const sumCents = subjects.reduce((sum, s) => sum + subjectCents(s, schoolType, true), 0);
  const discount = subjectCountDiscount(subjects.length);
  return periodPrice(sumCents * (100 - discount), 100 * 100, decimals, monthly);
}

/**
 * Shows a price: whole numbers without decimals ("12"), anything else with two ("12.50").
 * The value is first rounded to cents.
 */
export function formatPrice(value: PriceValue): string {
  const cents = toCents(value);
  if (cents % 100 === 0) return String(cents / 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
