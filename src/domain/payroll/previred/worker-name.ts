/**
 * The app keeps one `name` per person ("María José Pérez González"); Previred asks for apellido paterno, apellido
 * materno and nombres apart. Chilean usage writes the given names first and the two surnames last, so the last word
 * is the apellido materno, the one before it the apellido paterno and the rest the nombres. A surname keeps the
 * particles written before it ("de la Fuente", "del Río", "San Martín"). Two words: nombre and apellido paterno, no
 * materno. One word: only the nombres, and the validator asks for the apellido. Names written otherwise (a
 * compound surname without a particle, "Fernández Larraín" as one paterno) need the three parts given explicitly.
 */

export interface WorkerNameParts {
  paternal: string;
  maternal: string;
  given: string;
}

const PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'san',
  'santa',
  'van',
  'von',
  'da',
  'di',
  'mc',
  'mac',
]);

/** Upper case, no accents (Ñ → N), only letters and single spaces: what the 30-character fields take. */
export function previredText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Takes one surname off the end of `words`, with the particles written before it. */
function takeSurname(words: string[]): string {
  const surname = [words.pop() ?? ''];
  // Keep at least one word for the given names.
  while (words.length > 1 && PARTICLES.has((words[words.length - 1] ?? '').toLowerCase())) {
    surname.unshift(words.pop() ?? '');
  }
  return surname.join(' ');
}

export function splitWorkerName(name: string): WorkerNameParts {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { paternal: '', maternal: '', given: words.join(' ') };
  if (words.length === 2) return { paternal: words[1] ?? '', maternal: '', given: words[0] ?? '' };
  const maternal = takeSurname(words);
  if (words.length === 1) return { paternal: maternal, maternal: '', given: words[0] ?? '' };
  const paternal = takeSurname(words);
  return { paternal, maternal, given: words.join(' ') };
}
