import { buildLeadEvent } from '../../testing/data-builders';
import { describeLeadEvent, formatLeadTime } from './lead-timeline';

const AT = new Date('2026-11-27T13:15:00.000Z');
const ZONE = 'America/Santiago';

describe('describeLeadEvent', () => {
  it('reads a move with its statuses, when and who', () => {
    expect(
      describeLeadEvent(buildLeadEvent({ to: 'demo', createdAt: AT }), 'Ana Superusuaria', ZONE),
    ).toEqual({
      title: 'Nuevo → Demostración',
      meta: '27 nov 2026 10:15 · por Ana Superusuaria',
    });
  });

  it('reads a note as its text, and a conversion with the company', () => {
    const note = buildLeadEvent({
      kind: 'note',
      from: null,
      to: null,
      text: 'Llamar el lunes.',
      createdAt: AT,
    });
    expect(describeLeadEvent(note, null, ZONE)).toEqual({
      title: 'Llamar el lunes.',
      meta: 'Nota · 27 nov 2026 10:15',
    });
    const converted = buildLeadEvent({
      kind: 'converted',
      to: 'ganado',
      text: 'Café Central',
      tenantId: 't9',
    });
    expect(describeLeadEvent(converted, 'Ana', ZONE).title).toBe('Convertido en empresa «Café Central» (t9)');
  });

  it('writes the time in the tenant’s zone', () => {
    expect(formatLeadTime(AT, 'Europe/Madrid')).toBe('27 nov 2026 14:15');
    expect(formatLeadTime(new Date('2026-01-05T03:00:00.000Z'), ZONE)).toBe('5 ene 2026 00:00');
  });
});
