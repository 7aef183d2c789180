import { LATE_SYNC_MINUTES, lateSyncedPunches, PUNCH_FLAG_LABEL, punchFlags } from './punch-flags';

/** 09:00–18:00 on Wednesday 2026-11-18 in Santiago (UTC-3); the default window is 07:00–22:00. */
const at = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00-03:00`);
const WINDOW = { opens: at('07:00'), closes: at('22:00') };

describe('punchFlags', () => {
  it('flags nothing on an on-time record, nor on a record without punches', () => {
    expect(
      punchFlags({ record: { checkInTime: at('09:00'), checkOutTime: at('18:00') }, window: WINDOW }),
    ).toEqual([]);
    expect(punchFlags({ record: {}, window: WINDOW, holiday: true, absence: true })).toEqual([]);
  });

  it('flags a punch outside the window, inclusive bounds, any of the four', () => {
    const flags = (record: Parameters<typeof punchFlags>[0]['record']) =>
      punchFlags({ record, window: WINDOW });
    expect(flags({ checkInTime: at('07:00'), checkOutTime: at('22:00') })).toEqual([]);
    expect(flags({ checkInTime: at('06:59') })).toEqual(['outsideWindow']);
    expect(flags({ checkInTime: at('09:00'), checkOutTime: at('22:01') })).toEqual(['outsideWindow']);
    expect(flags({ checkInTime: at('09:00'), lunchStartTime: at('23:00') })).toEqual(['outsideWindow']);
    // An unscheduled record has no window to be outside of (it is a Turno No Programado).
    expect(punchFlags({ record: { checkInTime: at('03:00') }, window: null })).toEqual([]);
  });

  it('flags a punch on a holiday or during an approved absence', () => {
    const record = { checkInTime: at('09:00') };
    expect(punchFlags({ record, window: WINDOW, holiday: true })).toEqual(['holiday']);
    expect(punchFlags({ record, window: null, absence: true })).toEqual(['absence']);
  });

  it(`flags a punch whose server time trails its device time by more than ${LATE_SYNC_MINUTES} min (M10)`, () => {
    const synced = (minutes: number) => ({
      checkInTime: at('09:00'),
      deviceTimes: { checkIn: new Date(at('09:00').getTime() - minutes * 60_000) },
    });
    expect(punchFlags({ record: synced(10), window: WINDOW })).toEqual([]);
    expect(punchFlags({ record: synced(10.01), window: WINDOW })).toEqual(['lateSync']);
    // A device clock ahead of the server is not a late sync.
    expect(punchFlags({ record: synced(-60), window: WINDOW })).toEqual([]);
    expect(
      lateSyncedPunches({ ...synced(0), checkOutTime: at('18:30'), deviceTimes: { checkOut: at('18:00') } }),
    ).toEqual(['checkOut']);
  });

  it('lists every flag in order, with the Spanish labels a manager reads', () => {
    const record = {
      checkInTime: at('23:30'),
      deviceTimes: { checkIn: at('21:00') },
    };
    const flags = punchFlags({ record, window: WINDOW, holiday: true, absence: true });
    expect(flags.map((flag) => PUNCH_FLAG_LABEL[flag])).toEqual([
      'Marca fuera de horario',
      'Marca en feriado',
      'Marca durante ausencia',
      'Marca sincronizada tarde',
    ]);
  });
});
