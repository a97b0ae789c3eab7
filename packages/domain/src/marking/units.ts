/** Unit parsing for numeric answers: "m/s2", "m/s^2", "m s-2", "m·s⁻²", "metres per second squared". */

const ATOMS: Record<string, string> = {};
function def(canonical: string, ...aliases: string[]): void {
  ATOMS[canonical] = canonical;
  for (const a of aliases) ATOMS[a] = canonical;
}
def('m', 'metre', 'metres', 'meter', 'meters');
def('s', 'sec', 'secs', 'second', 'seconds');
def('kg', 'kilogram', 'kilograms', 'kgs');
def('g', 'gram', 'grams', 'gramme', 'grammes');
def('mg');
def('km', 'kilometre', 'kilometres', 'kilometer', 'kilometers');
def('cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters');
def('mm', 'millimetre', 'millimetres');
def('nm', 'nanometre', 'nanometres');
def('μm', 'micrometre', 'micrometres');
def('N', 'newton', 'newtons');
def('J', 'joule', 'joules');
def('kJ', 'kilojoule', 'kilojoules');
def('MJ');
def('W', 'watt', 'watts');
def('kW', 'kilowatt', 'kilowatts');
def('MW');
def('kWh');
def('V', 'volt', 'volts');
def('mV');
def('kV');
def('A', 'amp', 'amps', 'ampere', 'amperes');
def('mA');
def('Ω', 'ohm', 'ohms');
def('kΩ');
def('C', 'coulomb', 'coulombs');
def('F', 'farad', 'farads');
def('Pa', 'pascal', 'pascals');
def('kPa');
def('Hz', 'hertz');
def('kHz');
def('MHz');
def('T', 'tesla');
def('K', 'kelvin');
def('°C', 'celsius');
def('°', 'degree', 'degrees', 'deg');
def('mol', 'mole', 'moles');
def('L', 'l', 'litre', 'litres', 'liter', 'liters');
def('ml', 'mL', 'millilitre', 'millilitres', 'milliliter', 'milliliters');
def('h', 'hr', 'hrs', 'hour', 'hours');
def('min', 'mins', 'minute', 'minutes');
def('ms');
def('eV');
def('dB');
def('%', 'percent', 'per cent');

/** A unit atom's canonical symbol, or undefined when the word is not a unit. */
export function unitAtom(word: string): string | undefined {
  return ATOMS[word] ?? (word.length > 2 ? ATOMS[word.toLowerCase()] : undefined);
}

/** A parsed unit: canonical atoms with exponents, e.g. "m^1 s^-2". */
export type UnitKey = string;

export function unitKey(exponents: Map<string, number>): UnitKey {
  return [...exponents.entries()]
    .filter(([, e]) => e !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([a, e]) => `${a}^${e}`)
    .join(' ');
}

/** The word-level pieces the unit reader consumes (lower-cased `norm` and raw `raw` text). */
export interface UnitToken {
  raw: string;
  norm: string;
}

const ATOM_WITH_EXP = /^([\p{L}°%]+?)(-?\d)$/u;

/**
 * Read a unit from tokens[from..]. Returns the unit key and how many tokens it used (0 = no unit).
 * Grammar: atom [^][-]digit? ( ('/'|'per'|'.'|'·'|'*'|' ') atom [^][-]digit? )* ['squared'|'cubed'].
 */
export function readUnit(tokens: readonly UnitToken[], from: number): { key: UnitKey; used: number; alt?: UnitKey } {
  const exps = new Map<string, number>();
  let i = from;
  let sign = 1;
  let used = 0;
  let atoms = 0;
  let lastAtom: string | undefined;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (atoms > 0 && (t.raw === '/' || t.norm === 'per')) {
      const next = tokens[i + 1];
      if (next === undefined || parseAtom(next.raw) === undefined) break;
      sign = -1;
      i += 1;
      continue;
    }
    if (atoms > 0 && (t.raw === '·' || t.raw === '*' || t.raw === '.')) {
      const next = tokens[i + 1];
      if (next === undefined || parseAtom(next.raw) === undefined) break;
      i += 1;
      continue;
    }
    if (atoms > 0 && lastAtom !== undefined && (t.norm === 'squared' || t.norm === 'cubed')) {
      const add = (t.norm === 'squared' ? 2 : 3) - 1;
      exps.set(lastAtom, (exps.get(lastAtom) ?? 0) + add * sign);
      i += 1;
      used = i - from;
      continue;
    }
    let raw = t.raw;
    let consumed = 1;
    if (raw === '°' && tokens[i + 1]?.raw === 'C') {
      raw = '°C';
      consumed = 2;
    }
    const parsed = parseAtom(raw);
    if (parsed === undefined) break;
    const atom = parsed[0];
    let exp = parsed[1];
    i += consumed;
    // exponent written apart: "s^2", "s-2", "s^-2", "s 2" is not accepted (ambiguous)
    if (tokens[i]?.raw === '^') {
      const neg = tokens[i + 1]?.raw === '-';
      const d = tokens[i + (neg ? 2 : 1)];
      if (d !== undefined && /^\d$/.test(d.raw)) {
        exp = Number(d.raw) * (neg ? -1 : 1);
        i += neg ? 3 : 2;
      }
    } else if (tokens[i]?.raw === '-' && /^\d$/.test(tokens[i + 1]?.raw ?? '')) {
      exp = -Number(tokens[i + 1]!.raw);
      i += 2;
    }
    exps.set(atom, (exps.get(atom) ?? 0) + exp * sign);
    lastAtom = atom;
    atoms += 1;
    used = i - from;
  }
  if (used === 0) return { key: '', used: 0 };
  const key = unitKey(exps);
  // "ms-2" is read as millisecond^-2; physics students mean m s^-2
  const msExp = exps.get('ms');
  if (msExp !== undefined) {
    const alt = new Map(exps);
    alt.delete('ms');
    alt.set('m', (alt.get('m') ?? 0) + 1);
    alt.set('s', (alt.get('s') ?? 0) + msExp);
    return { key, used, alt: unitKey(alt) };
  }
  return { key, used };
}

function parseAtom(raw: string): [string, number] | undefined {
  const direct = unitAtom(raw);
  if (direct !== undefined) return [direct, 1];
  const m = ATOM_WITH_EXP.exec(raw);
  if (m) {
    const a = unitAtom(m[1]!);
    if (a !== undefined) return [a, Number(m[2])];
  }
  return undefined;
}
