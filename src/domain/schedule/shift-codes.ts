/**
 * Short codes of the tenant's shifts for the agenda's month cells (`N` for Noche, `TM` for Turno Mañana): one
 * to three letters, unique among the shifts given. A name of several words offers its initials first; then the
 * first one, two and three letters of the name; a code still taken gets a number (`N2`). Shifts are coded in
 * name order (then id), so a code does not depend on the order they were read in. Pure.
 */

export interface NamedShift {
  id: string;
  name: string;
}

const SPANISH = new Intl.Collator('es');

/** The letters and digits of each word, upper case (accents kept: `Ñ` is a letter of its own in Chile). */
function words(name: string): string[] {
  return name
    .toLocaleUpperCase('es')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function candidates(name: string): string[] {
  const parts = words(name);
  const joined = parts.join('');
  const list: string[] = [];
  if (parts.length > 1)
    list.push(
      parts
        .slice(0, 3)
        .map((w) => w[0] ?? '')
        .join(''),
    );
  for (let length = 1; length <= 3; length += 1)
    if (joined.length >= length) list.push(joined.slice(0, length));
  return [...new Set(list)];
}

/** Each shift's code, by id. */
export function shiftCodes(shifts: readonly NamedShift[]): Map<string, string> {
  const sorted = [...shifts].sort((a, b) => SPANISH.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  const used = new Set<string>();
  const codes = new Map<string, string>();
  for (const shift of sorted) {
    const options = candidates(shift.name);
    let code = options.find((option) => !used.has(option));
    if (code === undefined) {
      const base = options[0] ?? 'T';
      for (let n = 2; code === undefined; n += 1) if (!used.has(`${base}${n}`)) code = `${base}${n}`;
    }
    used.add(code);
    codes.set(shift.id, code);
  }
  return codes;
}
