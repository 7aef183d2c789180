import { describe, expect, it } from 'vitest';

import { shiftCodes } from './shift-codes';

describe('shiftCodes', () => {
  it('gives one letter when it is free, initials to several words, longer prefixes on a clash', () => {
    const codes = shiftCodes([
      { id: 'oficina', name: 'Oficina' },
      { id: 'noche', name: 'Noche' },
      { id: 'manana', name: 'Mañana' },
      { id: 'madrugada', name: 'Madrugada' },
      { id: 'tm', name: 'Turno mañana' },
    ]);
    expect(Object.fromEntries(codes)).toEqual({
      // Name order: Madrugada, Mañana, Noche, Oficina, Turno mañana.
      madrugada: 'M',
      manana: 'MA',
      noche: 'N',
      oficina: 'O',
      tm: 'TM',
    });
  });

  it('numbers a code every prefix of which is taken, whatever order the shifts come in', () => {
    const shifts = [
      { id: 'b', name: 'N' },
      { id: 'a', name: 'N' },
    ];
    expect(Object.fromEntries(shiftCodes(shifts))).toEqual({ a: 'N', b: 'N2' });
    expect(Object.fromEntries(shiftCodes([...shifts].reverse()))).toEqual({ a: 'N', b: 'N2' });
  });

  it('keeps Ñ and digits, drops punctuation', () => {
    // Words ÑANDÚ, 12 and H: their initials.
    expect(shiftCodes([{ id: 'x', name: '  ñandú (12 h)' }]).get('x')).toBe('Ñ1H');
    expect(shiftCodes([{ id: 'y', name: 'Ñandú' }]).get('y')).toBe('Ñ');
  });
});
