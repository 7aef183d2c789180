import { describe, expect, it } from 'vitest';

import { rotationDays } from '../../domain/planning/patterns';
import { patternPreview, type PreviewInput } from './pattern-preview';
import type { PatternFormValues } from './pattern-schema';

const FIVE_BY_TWO = { tenantId: 'demo', name: '5x2 Oficina', days: rotationDays(5, 2, 'oficina') };
const HOLIDAYS = [
  { day: '2026-12-08', name: 'Inmaculada Concepción' },
  { day: '2026-12-25', name: 'Navidad' },
];
/** December 2026 from Tuesday 1, both people on day 1 of the cycle on the Monday of that week. */
const VALUES: PatternFormValues = {
  patternId: 'p-5x2',
  from: '2026-12-01',
  to: '2026-12-31',
  anchor: 'week',
  workHolidays: false,
  people: [
    { userId: 'camila', start: 1 },
    { userId: 'felipe', start: 3 },
  ],
};
const NAMES: Record<string, string> = { camila: 'Camila Rojas', felipe: 'Felipe Contreras' };

function preview(values: Partial<PatternFormValues> = {}, input: Partial<PreviewInput> = {}) {
  return patternPreview({
    pattern: FIVE_BY_TWO,
    values: { ...VALUES, ...values },
    holidays: HOLIDAYS,
    shiftName: (id) => (id === 'oficina' ? 'Oficina' : null),
    personName: (id) => NAMES[id] ?? id,
    ...input,
  });
}

describe('patternPreview', () => {
  it('issue #47 item 3: lays out the first week by weekday and lists the holidays left off', () => {
    const { people, skipped, summary, holidaysText } = preview();
    const [camila, felipe] = people;
    // 23 weekdays in December 2026 minus Tuesday 8 and Friday 25; 8 weekend days plus those two holidays.
    expect(camila).toEqual({
      userId: 'camila',
      name: 'Camila Rojas',
      shifts: 21,
      daysOff: 10,
      firstWeek:
        'mar 1: Oficina · mié 2: Oficina · jue 3: Oficina · vie 4: Oficina · sáb 5: Libre · dom 6: Libre · lun 7: Oficina',
    });
    // Day 3 on Monday 30 November: his days off are Thursday and Friday; Tuesday 8 is a work day of his too.
    expect(felipe?.firstWeek).toBe(
      'mar 1: Oficina · mié 2: Oficina · jue 3: Libre · vie 4: Libre · sáb 5: Oficina · dom 6: Oficina · lun 7: Oficina',
    );
    expect(skipped.map((h) => h.day)).toEqual(['2026-12-08', '2026-12-25']);
    expect(holidaysText).toBe(
      'Se omiten los feriados: 08-12-2026 Inmaculada Concepción, 25-12-2026 Navidad.',
    );
    // Felipe rests on 5 Thursdays and 4 Fridays (Navidad among them) and on Inmaculada Concepción, a Tuesday.
    expect(felipe).toMatchObject({ shifts: 21, daysOff: 10 });
    expect(summary).toBe('En borrador: 42 turnos y 20 días libres para 2 personas.');
  });

  it('issue #47 item 3: the explicit start and worked holidays change what is previewed', () => {
    const { people, skipped, holidaysText } = preview({
      anchor: 'start',
      workHolidays: true,
      people: [{ userId: 'camila', start: 1 }],
    });
    expect(people[0]?.firstWeek).toBe(
      'mar 1: Oficina · mié 2: Oficina · jue 3: Oficina · vie 4: Oficina · sáb 5: Oficina · dom 6: Libre · lun 7: Libre',
    );
    expect(people[0]).toMatchObject({ shifts: 23, daysOff: 8 });
    expect(skipped).toEqual([]);
    expect(holidaysText).toBe(
      'Se asignan turnos también en los feriados: 08-12-2026 Inmaculada Concepción, 25-12-2026 Navidad.',
    );
  });

  it('issue #47 item 3: says so when the holidays fall on days off or there are none', () => {
    const weekend = [{ day: '2026-12-06', name: 'Feriado de prueba' }];
    const onDayOff = preview({ people: [{ userId: 'camila', start: 1 }] }, { holidays: weekend });
    expect(onDayOff.holidaysText).toBe(
      'Los feriados del rango caen en días libres del patrón: 06-12-2026 Feriado de prueba.',
    );
    expect(onDayOff.summary).toBe('En borrador: 23 turnos y 8 días libres para 1 persona.');
    expect(preview({}, { holidays: [] }).holidaysText).toBe('No hay feriados en el rango.');
  });

  it('counts no shift where the tenant no longer has it and names such days', () => {
    const { people } = preview({ from: '2026-12-07', to: '2026-12-08' }, { shiftName: () => null });
    expect(people[0]).toMatchObject({
      shifts: 0,
      daysOff: 1,
      firstWeek: 'lun 7: Turno eliminado, sin cambio · mar 8: Libre (feriado)',
    });
  });
});
