import type { CorrectionLike } from './corrections';
import type { OvertimeDayInput } from './overtime';
import type { ClosingMonth } from './period-close';
import {
  distinctPersonDays,
  pendingAbsencesOverlapping,
  periodReview,
  undecidedOvertimeDays,
  weekSignatureCounts,
  weeksOfMonth,
  type OvertimeDecisionLike,
} from './period-review';
import type { WeekTotals } from './week-signoff';

const ZONE = 'America/Santiago';
const NOW = new Date('2026-11-18T09:20:00-03:00');
const OCTOBER: ClosingMonth = { month: '2026-10', from: '2026-10-01', to: '2026-10-31' };

/** A day of `userId` with one scheduled row of `overtime` seconds (worked 8 h plus it). */
function day(userId: string, key: string, overtime: number): OvertimeDayInput {
  return {
    userId,
    key,
    rows: [
      {
        slot: {},
        times: { workedSeconds: 8 * 3600 + overtime, overtimeSeconds: overtime },
        punches: { altered: [] },
      },
    ],
  };
}

function decision(
  userId: string,
  dayKey: string,
  status: OvertimeDecisionLike['status'],
  computedSeconds: number,
): OvertimeDecisionLike {
  return { userId, day: dayKey, status, computedSeconds };
}

function correction(dayKey: string, status: CorrectionLike['status'], hoursAgo: number) {
  return {
    kind: 'punch' as const,
    punch: 'checkOut' as const,
    after: new Date(`${dayKey}T18:05:00-03:00`),
    status,
    createdAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
    objectionHours: 48,
    date: new Date(`${dayKey}T00:00:00-03:00`),
  };
}

const TOTALS: WeekTotals = {
  daysWorked: 5,
  ordinarySeconds: 40 * 3600,
  overtimeSeconds: 0,
  lateSeconds: 0,
  absences: 0,
  corrections: 0,
};

const signature = (userId: string, week: string, seq: number, status: 'signed' | 'objected') => ({
  userId,
  week,
  seq,
  status,
  totals: TOTALS,
});

describe('period review', () => {
  it('issue #47 item 1: counts the days with overtime not decided on their figures, as /horas-extras does', () => {
    const days = [
      day('u1', '2026-10-05', 1800), // approved on these figures: decided
      day('u1', '2026-10-06', 900), // approved on 600 s: the attendance changed since, pending again
      day('u2', '2026-10-05', 60), // preauthorised only: pending
      day('u2', '2026-10-06', 0), // no overtime: no line
      day('u3', '2026-10-07', 3600), // rejected: decided
      day('u3', '2026-10-08', 120), // no decision
    ];
    const decisions = [
      decision('u1', '2026-10-05', 'approved', 1800),
      decision('u1', '2026-10-06', 'approved', 600),
      decision('u2', '2026-10-05', 'preauthorized', 0),
      decision('u3', '2026-10-07', 'rejected', 3600),
    ];
    expect(undecidedOvertimeDays(days, decisions)).toBe(3);
    expect(undecidedOvertimeDays(days, [])).toBe(5);
  });

  it('issue #47 item 1: counts a person-day with two incomplete slots once', () => {
    expect(
      distinctPersonDays([
        { userId: 'u1', day: '2026-10-05' },
        { userId: 'u1', day: '2026-10-05' },
        { userId: 'u1', day: '2026-10-06' },
        { userId: 'u2', day: '2026-10-05' },
      ]),
    ).toBe(3);
  });

  it('issue #47 item 1: counts the requests still pending that overlap the month, in the tenant zone', () => {
    const at = (key: string) => new Date(`${key}T00:00:00-03:00`);
    const absences = [
      { status: 'pendiente', from: at('2026-09-28'), to: at('2026-10-01') }, // ends on the 1st: overlaps
      { status: 'pendiente', from: at('2026-10-31'), to: at('2026-11-04') }, // starts on the 31st: overlaps
      { status: 'pendiente', from: at('2026-11-01'), to: at('2026-11-03') }, // November only
      { status: 'aprobada', from: at('2026-10-10'), to: at('2026-10-12') }, // decided
      { status: 'rechazada', from: at('2026-10-10'), to: at('2026-10-12') },
    ];
    expect(pendingAbsencesOverlapping(absences, OCTOBER, ZONE)).toBe(2);
  });

  it('issue #47 item 1: the weeks of October 2026 are the five Mondays from 28 September', () => {
    expect(weeksOfMonth(OCTOBER)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
  });

  it('issue #47 item 1: counts per worker the weeks never answered, and those whose latest answer objects', () => {
    const counts = weekSignatureCounts(
      OCTOBER,
      [
        { userId: 'u1', firstDay: null },
        // Hired on 20 October: owes the weeks of the 19th and the 26th only.
        { userId: 'u2', firstDay: '2026-10-20' },
      ],
      [
        signature('u1', '2026-09-28', 1, 'signed'),
        signature('u1', '2026-10-05', 1, 'objected'), // still objected
        signature('u1', '2026-10-12', 1, 'objected'),
        signature('u1', '2026-10-12', 2, 'signed'), // the addendum settles it
        signature('u1', '2026-11-02', 1, 'objected'), // November: not this month's
        signature('u2', '2026-10-19', 1, 'signed'),
        signature('u9', '2026-10-19', 1, 'objected'), // no longer a signer
      ],
    );
    // u1 never answered the weeks of the 19th and the 26th; u2 the week of the 26th.
    expect(counts).toEqual({ unsigned: 3, objected: 1 });
  });

  it('issue #47 item 1: only unsettled corrections block; the rest are warnings with what they mean', () => {
    const review = periodReview({
      month: OCTOBER,
      timeZone: ZONE,
      now: NOW,
      corrections: [correction('2026-10-30', 'objected', 100), correction('2026-11-02', 'pending', 2)],
      days: [day('u1', '2026-10-05', 1800), day('u1', '2026-10-06', 90)],
      overtimeDecisions: [],
      missingMarcaRows: [{ userId: 'u1', day: '2026-10-07' }],
      absences: [],
      signers: [],
      signatures: [],
    });
    expect(review.lines.map((line) => [line.label, line.blocking])).toEqual([
      ['1 corrección sin resolver', true],
      ['2 días con horas extras por decidir', false],
      ['1 día con marcas faltantes', false],
      ['0 solicitudes de ausencia por decidir', false],
      ['0 semanas sin firmar', false],
      ['0 semanas objetadas', false],
    ]);
    expect(review.lines[1]?.meaning).toBe(
      'Se pagan solo las horas extras aprobadas: lo que no se decida queda sin pagar.',
    );
    expect(review).toMatchObject({ complete: true, blocked: true, clean: false });
  });

  it('issue #47 item 1: blocks or warns on each item as the tenant chose; corrections always block', () => {
    const input = {
      month: OCTOBER,
      timeZone: ZONE,
      now: NOW,
      corrections: [],
      days: [day('u1', '2026-10-05', 1800)],
      overtimeDecisions: [],
      missingMarcaRows: [{ userId: 'u1', day: '2026-10-07' }],
      absences: [],
      signers: [],
      signatures: [],
    };
    const warned = periodReview(input);
    expect(warned.blocked).toBe(false);
    const chosen = periodReview({
      ...input,
      closeChecks: { overtime: 'block', missingMarcas: 'warn', absences: 'block' },
    });
    expect(chosen.lines.map((line) => [line.item, line.count, line.blocking])).toEqual([
      ['corrections', 0, true],
      ['overtime', 1, true],
      ['missingMarcas', 1, false],
      ['absences', 0, true],
      ['unsignedWeeks', 0, false],
      ['objectedWeeks', 0, false],
    ]);
    expect(chosen.blocked).toBe(true);
    // A blocking item with nothing pending stops nothing.
    expect(periodReview({ ...input, closeChecks: { absences: 'block' } }).blocked).toBe(false);
  });

  it('issue #47 item 2: with Aprobación previa, a day pre-authorised under a pacto for what was worked is not left to decide', () => {
    const days = [
      day('u1', '2026-10-05', 1800),
      day('u1', '2026-10-06', 3600),
      day('u2', '2026-10-05', 1800),
    ];
    const decisions: OvertimeDecisionLike[] = [
      { ...decision('u1', '2026-10-05', 'preauthorized', 0), seconds: 3600 },
      // Pre-authorised for less than worked: the rest waits for a decision.
      { ...decision('u1', '2026-10-06', 'preauthorized', 0), seconds: 1800 },
      // No pacto covers u2.
      { ...decision('u2', '2026-10-05', 'preauthorized', 0), seconds: 3600 },
    ];
    const agreements = [{ userId: 'u1', from: '2026-10-01', to: '2026-12-31' }];
    expect(undecidedOvertimeDays(days, decisions)).toBe(3);
    expect(undecidedOvertimeDays(days, decisions, { agreements })).toBe(2);
  });

  it('issue #47 item 1: an item whose data loads has no count yet; a clean month is complete and clean', () => {
    const loading = periodReview({ month: OCTOBER, timeZone: ZONE, now: NOW, corrections: [] });
    expect(loading.lines[0]).toMatchObject({ count: 0, label: '0 correcciones sin resolver' });
    expect(loading.lines[1]).toMatchObject({ count: null, label: 'Contando las horas extras por decidir…' });
    expect(loading).toMatchObject({ complete: false, blocked: false, clean: false });
    const clean = periodReview({
      month: OCTOBER,
      timeZone: ZONE,
      now: NOW,
      corrections: [correction('2026-10-30', 'accepted', 100)],
      days: [day('u1', '2026-10-05', 1800)],
      overtimeDecisions: [decision('u1', '2026-10-05', 'approved', 1800)],
      missingMarcaRows: [],
      absences: [],
      signers: [{ userId: 'u1', firstDay: null }],
      signatures: ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26'].map((week) =>
        signature('u1', week, 1, 'signed'),
      ),
    });
    expect(clean).toMatchObject({ complete: true, blocked: false, clean: true });
  });
});
