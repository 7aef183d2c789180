import {
  addZonedDays,
  dayKey,
  dayKeyToInstant,
  formatInZone,
  hhmmInZone,
  parseHHMM,
  startOfZonedDay,
  wallTimeToInstant,
  wallTimeOnDay,
  zonedDayBounds,
} from './time-zone';

const SANTIAGO = 'America/Santiago';
const HOUR = 3_600_000;

/** Offset of the zone at the instant, in minutes, read straight from Intl (independent of the module). */
function intlOffsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (match === null) throw new Error(`Unexpected offset name ${String(name)}`);
  if (match[1] === undefined) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** 'yyyy-MM-dd' straight from Intl (en-CA formats dates that way). */
function intlDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const utc = (iso: string): Date => new Date(iso);

describe('test environment', () => {
  it('runs in a machine zone that is not the tenant zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
  });
});

describe('America/Santiago 2026 transitions (facts from Intl the other tests rely on)', () => {
  it('falls back from -03 to -04 at 2026-04-05T03:00Z (local Apr 4 24:00 -> 23:00)', () => {
    expect(intlOffsetMinutes(utc('2026-04-05T02:59:59Z'), SANTIAGO)).toBe(-180);
    expect(intlOffsetMinutes(utc('2026-04-05T03:00:00Z'), SANTIAGO)).toBe(-240);
  });

  it('springs forward from -04 to -03 at 2026-09-06T04:00Z (local Sep 6 00:00 -> 01:00)', () => {
    expect(intlOffsetMinutes(utc('2026-09-06T03:59:59Z'), SANTIAGO)).toBe(-240);
    expect(intlOffsetMinutes(utc('2026-09-06T04:00:00Z'), SANTIAGO)).toBe(-180);
  });
});

describe('parseHHMM', () => {
  it.each([
    ['00:00', 0, 0],
    ['09:05', 9, 5],
    ['12:30', 12, 30],
    ['23:59', 23, 59],
  ])('parses %s', (value, hours, minutes) => {
    expect(parseHHMM(value)).toEqual({ hours, minutes });
  });

  it.each([
    '24:00',
    '9:00',
    '09:60',
    '',
    ' 09:00',
    '09:00 ',
    '09:00:00',
    '0900',
    '-1:00',
    '09:5',
    'ab:cd',
    '２３:００',
  ])('rejects %j', (value) => {
    expect(parseHHMM(value)).toBeNull();
  });
});

describe('dayKey', () => {
  // 2026-03-10T02:00Z is 11:00 on Mar 10 in Tokyo (the machine) but 23:00 on Mar 9 in Santiago (-03).
  const instant = utc('2026-03-10T02:00:00Z');

  it('uses the tenant zone, not the machine zone', () => {
    expect(dayKey(instant, SANTIAGO)).toBe('2026-03-09');
    expect(dayKey(instant, 'Asia/Tokyo')).toBe('2026-03-10');
  });

  it('handles zones at both ends of the offset range', () => {
    expect(dayKey(utc('2026-03-09T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-10'); // +14
    expect(dayKey(utc('2026-03-09T10:30:00Z'), 'Pacific/Pago_Pago')).toBe('2026-03-08'); // -11
  });

  it('switches day exactly at zone midnight', () => {
    expect(dayKey(utc('2026-03-10T02:59:59.999Z'), SANTIAGO)).toBe('2026-03-09');
    expect(dayKey(utc('2026-03-10T03:00:00Z'), SANTIAGO)).toBe('2026-03-10');
  });

  it('pads years and throws a RangeError for an invalid date or zone', () => {
    expect(dayKey(utc('0999-01-05T12:00:00Z'), 'UTC')).toBe('0999-01-05');
    expect(() => dayKey(new Date(Number.NaN), SANTIAGO)).toThrow(RangeError);
    expect(() => dayKey(instant, 'Not/AZone')).toThrow(RangeError);
  });
});

describe('zonedDayBounds', () => {
  it('gives a 24 h day in the tenant zone far from the machine zone', () => {
    const { start, end } = zonedDayBounds(utc('2026-03-10T02:00:00Z'), SANTIAGO);
    expect(start.toISOString()).toBe('2026-03-09T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-10T03:00:00.000Z');
  });

  it('gives a 25 h day on 2026-04-04 in Santiago (fall back at the end of the day)', () => {
    const { start, end } = zonedDayBounds(utc('2026-04-04T15:00:00Z'), SANTIAGO);
    // Start at local midnight with -03, end at the next local midnight with -04.
    expect(start.getTime()).toBe(Date.UTC(2026, 3, 4) - intlOffsetMinutes(start, SANTIAGO) * 60_000);
    expect(end.getTime()).toBe(Date.UTC(2026, 3, 5) - intlOffsetMinutes(end, SANTIAGO) * 60_000);
    expect(start.toISOString()).toBe('2026-04-04T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-05T04:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it('gives a 24 h day on 2026-04-05 in Santiago, starting at the second midnight', () => {
    const { start, end } = zonedDayBounds(utc('2026-04-05T15:00:00Z'), SANTIAGO);
    expect(start.toISOString()).toBe('2026-04-05T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-06T04:00:00.000Z');
  });

  it('gives a 23 h day on 2026-09-06 in Santiago that starts at 01:00 (midnight does not exist)', () => {
    const { start, end } = zonedDayBounds(utc('2026-09-06T15:00:00Z'), SANTIAGO);
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(hhmmInZone(start, SANTIAGO)).toBe('01:00');
    expect(end.toISOString()).toBe('2026-09-07T03:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it('ends the day before the gap at the first instant of the gap day', () => {
    const { start, end } = zonedDayBounds(utc('2026-09-05T15:00:00Z'), SANTIAGO);
    expect(start.toISOString()).toBe('2026-09-05T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('returns the same bounds for the first and the last instant of the day', () => {
    const first = zonedDayBounds(utc('2026-09-06T04:00:00Z'), SANTIAGO);
    const last = zonedDayBounds(utc('2026-09-07T02:59:59.999Z'), SANTIAGO);
    expect(last).toEqual(first);
  });

  it.each([
    SANTIAGO,
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Pago_Pago',
    'UTC',
  ])('is the exact half-open calendar day for every day of 2026 in %s', (timeZone) => {
    for (let day = 0; day < 366; day += 1) {
      const noonUtc = new Date(Date.UTC(2026, 0, 1, 12) + day * 24 * HOUR);
      const key = intlDay(noonUtc, timeZone);
      const { start, end } = zonedDayBounds(noonUtc, timeZone);
      expect(intlDay(start, timeZone)).toBe(key);
      expect(intlDay(new Date(start.getTime() - 1), timeZone)).not.toBe(key);
      expect(intlDay(new Date(end.getTime() - 1), timeZone)).toBe(key);
      expect(intlDay(end, timeZone)).not.toBe(key);
      expect(dayKey(noonUtc, timeZone)).toBe(key);
    }
  });
});

describe('dayKeyToInstant round trip', () => {
  it('inverts dayKey for every day of 2026 in Santiago, DST days included', () => {
    for (let day = 0; day < 365; day += 1) {
      const noonUtc = new Date(Date.UTC(2026, 0, 1, 16) + day * 24 * HOUR);
      const key = dayKey(noonUtc, SANTIAGO);
      expect(dayKeyToInstant(key, SANTIAGO)).toEqual(zonedDayBounds(noonUtc, SANTIAGO).start);
    }
  });
});

describe('startOfZonedDay', () => {
  it('is the start of zonedDayBounds', () => {
    expect(startOfZonedDay(utc('2026-09-06T20:00:00Z'), SANTIAGO).toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(startOfZonedDay(utc('2026-03-10T02:00:00Z'), SANTIAGO).toISOString()).toBe(
      '2026-03-09T03:00:00.000Z',
    );
  });
});

describe('wallTimeToInstant', () => {
  it('uses the zone calendar day of the given instant, not the machine one', () => {
    // Mar 10 in Tokyo, Mar 9 in Santiago.
    const day = utc('2026-03-10T02:00:00Z');
    expect(wallTimeToInstant(day, '09:00', SANTIAGO).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(wallTimeToInstant(day, '09:00', 'Asia/Tokyo').toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });

  it('handles a zone far from the machine one', () => {
    const day = utc('2026-03-09T20:00:00Z'); // Mar 10 10:00 in Kiritimati (+14)
    expect(wallTimeToInstant(day, '09:00', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-03-09T19:00:00.000Z',
    );
    expect(wallTimeToInstant(day, '00:00', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-03-09T10:00:00.000Z',
    );
  });

  it('uses the offset in force at the wall time on DST days', () => {
    const day = utc('2026-04-04T15:00:00Z');
    expect(wallTimeToInstant(day, '09:00', SANTIAGO).toISOString()).toBe('2026-04-04T12:00:00.000Z');
    const nextDay = utc('2026-04-05T15:00:00Z');
    expect(wallTimeToInstant(nextDay, '09:00', SANTIAGO).toISOString()).toBe('2026-04-05T13:00:00.000Z');
  });

  it('resolves a repeated wall time (fold) to the earlier instant', () => {
    // 23:30 on Apr 4 happens at -03 and again at -04.
    expect(wallTimeToInstant(utc('2026-04-04T15:00:00Z'), '23:30', SANTIAGO).toISOString()).toBe(
      '2026-04-05T02:30:00.000Z',
    );
    expect(wallTimeToInstant(utc('2026-11-01T15:00:00Z'), '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('moves a nonexistent wall time (gap) forward', () => {
    const day = utc('2026-09-06T15:00:00Z');
    expect(wallTimeToInstant(day, '00:00', SANTIAGO).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    const halfPast = wallTimeToInstant(day, '00:30', SANTIAGO);
    expect(halfPast.toISOString()).toBe('2026-09-06T04:30:00.000Z');
    expect(hhmmInZone(halfPast, SANTIAGO)).toBe('01:30');
    expect(wallTimeToInstant(utc('2026-03-08T15:00:00Z'), '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it.each(['24:00', '9:00', '', '12:60', 'noon'])('throws a RangeError for %j', (value) => {
    expect(() => wallTimeToInstant(utc('2026-03-10T02:00:00Z'), value, SANTIAGO)).toThrow(RangeError);
  });
});

describe('addZonedDays', () => {
  it('keeps the wall time across a fall-back day (49 h for 2 days)', () => {
    const start = utc('2026-04-03T12:00:00Z'); // Apr 3 09:00 -03
    const later = addZonedDays(start, 2, SANTIAGO);
    expect(later.toISOString()).toBe('2026-04-05T13:00:00.000Z'); // Apr 5 09:00 -04
    expect(later.getTime() - start.getTime()).toBe(49 * HOUR);
  });

  it('keeps the wall time across a spring-forward day (23 h for 1 day)', () => {
    const start = utc('2026-09-05T13:00:00Z'); // Sep 5 09:00 -04
    expect(addZonedDays(start, 1, SANTIAGO).toISOString()).toBe('2026-09-06T12:00:00.000Z'); // 09:00 -03
  });

  it('moves a wall time that lands in a gap forward', () => {
    const start = utc('2026-09-05T04:30:00Z'); // Sep 5 00:30 -04
    const next = addZonedDays(start, 1, SANTIAGO);
    expect(hhmmInZone(next, SANTIAGO)).toBe('01:30');
    expect(dayKey(next, SANTIAGO)).toBe('2026-09-06');
  });

  it('goes backwards, crosses months and years, and keeps seconds and milliseconds', () => {
    expect(addZonedDays(utc('2026-03-01T03:00:00Z'), -1, SANTIAGO).toISOString()).toBe(
      '2026-02-28T03:00:00.000Z',
    );
    expect(addZonedDays(utc('2026-12-31T15:04:05.678Z'), 1, SANTIAGO).toISOString()).toBe(
      '2027-01-01T15:04:05.678Z',
    );
    expect(addZonedDays(utc('2026-03-10T02:00:00Z'), 0, SANTIAGO).toISOString()).toBe(
      '2026-03-10T02:00:00.000Z',
    );
  });

  it('uses the zone calendar, not the machine one, around midnight', () => {
    // 23:30 on Jan 31 in Santiago (-03) is already Feb 1 in Tokyo.
    const next = addZonedDays(utc('2026-02-01T02:30:00Z'), 1, SANTIAGO);
    expect(dayKey(next, SANTIAGO)).toBe('2026-02-01');
    expect(hhmmInZone(next, SANTIAGO)).toBe('23:30');
  });

  it('throws a RangeError for a fractional number of days', () => {
    expect(() => addZonedDays(utc('2026-03-10T02:00:00Z'), 1.5, SANTIAGO)).toThrow(RangeError);
  });
});

describe('formatInZone', () => {
  it('formats in the tenant zone with Spanish names', () => {
    const instant = utc('2026-04-05T13:00:00Z');
    expect(formatInZone(instant, SANTIAGO, "EEEE d 'de' MMMM yyyy, HH:mm")).toBe(
      'domingo 5 de abril 2026, 09:00',
    );
    expect(formatInZone(utc('2026-03-10T02:00:00Z'), SANTIAGO, 'yyyy-MM-dd HH:mm')).toBe('2026-03-09 23:00');
  });
});

describe('hhmmInZone', () => {
  it('gives 24 h wall time in the zone', () => {
    const instant = utc('2026-03-10T02:00:00Z');
    expect(hhmmInZone(instant, SANTIAGO)).toBe('23:00');
    expect(hhmmInZone(instant, 'Asia/Tokyo')).toBe('11:00');
    expect(hhmmInZone(instant, 'Asia/Kathmandu')).toBe('07:45');
    expect(hhmmInZone(utc('2026-03-10T03:00:00Z'), SANTIAGO)).toBe('00:00');
    expect(hhmmInZone(utc('2026-03-10T02:59:59.999Z'), SANTIAGO)).toBe('23:59');
  });
});

describe('dayKeyToInstant', () => {
  it('inverts dayKey in a zone far from the machine', () => {
    const start = dayKeyToInstant('2026-11-20', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-11-20T03:00:00.000Z');
    expect(dayKey(start, 'America/Santiago')).toBe('2026-11-20');
  });
  it('starts at 01:00 when midnight is skipped by DST', () => {
    expect(hhmmInZone(dayKeyToInstant('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('01:00');
  });
  it('rejects malformed keys', () => {
    expect(() => dayKeyToInstant('20-11-2026', 'America/Santiago')).toThrow(RangeError);
  });
});

describe('wall clock from the cached offset agrees with Intl', () => {
  /** 'yyyy-MM-dd HH:mm' straight from Intl, with its own formatter. */
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const intlWall = (instant: Date, timeZone: string): string => {
    const formatter =
      formatters.get(timeZone) ??
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    formatters.set(timeZone, formatter);
    const parts = formatter.formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '?';
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  };
  const wall = (instant: Date, timeZone: string) =>
    `${dayKey(instant, timeZone)} ${hhmmInZone(instant, timeZone)}`;

  // Half-hour and 45-minute offsets, a 30-minute DST shift, Chile's own rules, a zone that changed its
  // rules often, and local mean time with seconds in its offset (Santiago before 1890).
  const zones = [
    SANTIAGO,
    'America/Punta_Arenas',
    'Pacific/Easter',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Africa/Casablanca',
    'Europe/Dublin',
    'America/St_Johns',
    'UTC',
  ];

  it('at random instants from 1880 to 2080, minute by minute', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const from = Date.UTC(1880, 0, 1);
    const to = Date.UTC(2080, 0, 1);
    for (const zone of zones) {
      for (let i = 0; i < 1_000; i += 1) {
        const instant = new Date(from + Math.floor(random() * (to - from)));
        expect(wall(instant, zone)).toBe(intlWall(instant, zone));
      }
    }
  });

  it('second by second around every offset change of 2026, then again from the warm cache', () => {
    for (const zone of zones) {
      const offset = (t: number) => intlOffsetMinutes(new Date(t), zone);
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 24 * HOUR) {
        if (offset(day) === offset(day + 24 * HOUR)) continue;
        // The first second of the new offset, by bisection.
        let [low, high] = [day, day + 24 * HOUR];
        while (high - low > 1000) {
          const middle = low + Math.floor((high - low) / 2000) * 1000;
          if (offset(middle) === offset(low)) low = middle;
          else high = middle;
        }
        for (let pass = 0; pass < 2; pass += 1) {
          for (let t = high - 90_000; t <= high + 90_000; t += 1000) {
            for (const instant of [new Date(t), new Date(t + 999)])
              expect(wall(instant, zone)).toBe(intlWall(instant, zone));
          }
        }
      }
    }
  });

  it('keeps day bounds and wall times on DST days after the cache is warm', () => {
    for (let round = 0; round < 2; round += 1) {
      const fallBack = zonedDayBounds(utc('2026-04-04T12:00:00Z'), SANTIAGO);
      expect(fallBack.end.getTime() - fallBack.start.getTime()).toBe(25 * HOUR);
      expect(wallTimeOnDay('2026-09-06', '00:30', SANTIAGO).toISOString()).toBe('2026-09-06T04:30:00.000Z');
    }
  });
});
