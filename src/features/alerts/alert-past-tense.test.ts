import { ALERT_TYPES, type AlertType } from './alert-types';
import { pastTenseLine } from './alert-past-tense';

const TZ = 'America/Santiago';
/** 2026-11-17 16:43 in Santiago (UTC-3 in November); the test zone (Asia/Tokyo) would read 04:43 next day. */
const AT = new Date('2026-11-17T16:43:00-03:00');

describe('pastTenseLine', () => {
  it.each<[AlertType, string]>([
    ['Entrada Tardía', 'Marcó entrada a las 16:43.'],
    ['Llegada Tardía', 'No registró entrada (Programado: 16:43).'],
    ['Salida Faltante', 'No registró salida (Programado: 16:43).'],
    ['Salida Temprana', 'Marcó salida a las 16:43.'],
    ['Descanso Largo', 'Volvió del descanso a las 16:43.'],
    ['Turno No Programado', 'Trabajó sin turno programado ese día.'],
  ])('%s: %s', (type, line) => {
    expect(pastTenseLine({ type, timestamp: AT }, TZ)).toBe(line);
  });

  it('has a line for every alert type, none in the present tense of the spec messages', () => {
    for (const type of ALERT_TYPES) {
      const line = pastTenseLine({ type, timestamp: AT }, TZ);
      expect(line).not.toMatch(/aún no|ha registrado/i);
      expect(line).toMatch(/\.$/);
    }
  });

  it("reads times in the tenant's zone, not the browser's", () => {
    expect(pastTenseLine({ type: 'Entrada Tardía', timestamp: AT }, 'Asia/Tokyo')).toBe(
      'Marcó entrada a las 04:43.',
    );
  });
});
