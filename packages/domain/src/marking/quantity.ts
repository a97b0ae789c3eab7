import { Kind, canonicalNumber, type Token } from './tokenize';
import { readUnit, type UnitKey } from './units';

/** A number in a text with the unit written after it (unit '' when none). */
export interface Quantity {
  value: number;
  unit: UnitKey;
  /** Second reading of the unit ("ms-2" as m s^-2). */
  alt: UnitKey | undefined;
  /** Offsets into the original string. */
  start: number;
  end: number;
  firstToken: number;
  lastToken: number;
}

/** Numbers in the answer with the unit written after them. */
export function readQuantities(tokens: readonly Token[]): Quantity[] {
  const out: Quantity[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== Kind.Number) continue;
    let value = canonicalNumber(t.raw).value;
    if (!Number.isFinite(value)) continue;
    let start = t.start;
    const before = tokens[i - 1];
    const before2 = tokens[i - 2];
    if (
      before?.raw === '-' &&
      (before2 === undefined || (before2.kind !== Kind.Number && before2.kind !== Kind.Formula && before2.raw !== ')'))
    ) {
      value = -value;
      start = before.start;
    }
    let j = i + 1;
    // scientific notation: 3 x 10^8, 3×10^-8, 3e8, 3e-8
    const n1 = tokens[j];
    if (
      n1 &&
      (n1.norm === 'x' || n1.raw === '×' || n1.raw === '*') &&
      tokens[j + 1]?.norm === '10' &&
      tokens[j + 2]?.raw === '^'
    ) {
      const neg = tokens[j + 3]?.raw === '-';
      const e = tokens[j + (neg ? 4 : 3)];
      if (e && e.kind === Kind.Number) {
        value *= 10 ** (Number(e.norm) * (neg ? -1 : 1));
        j += neg ? 5 : 4;
      }
    } else if (n1 && /^e\d+$/.test(n1.norm) && n1.start === t.end) {
      value *= 10 ** Number(n1.norm.slice(1));
      j += 1;
    }
    const unit = readUnit(tokens, j);
    const last = tokens[j + unit.used - 1] ?? tokens[j - 1]!;
    out.push({
      value,
      unit: unit.key,
      alt: unit.alt,
      start,
      end: unit.used > 0 ? last.end : tokens[j - 1]!.end,
      firstToken: start === t.start ? i : i - 1,
      lastToken: j + unit.used - 1,
    });
    i = j + unit.used - 1;
  }
  return out;
}
