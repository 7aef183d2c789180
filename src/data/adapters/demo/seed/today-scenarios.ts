/**
 * Scripted day for "today", so that a manager opening the demo on a weekday sees every alert type of
 * spec §9: at 11:00 at least eight alerts, from 14:00 on all six (Entrada Tardía, Llegada Tardía, Salida
 * Faltante, Salida Temprana, Descanso Largo, Turno No Programado). Minutes are relative to the slot's
 * start or end and stay well clear of the thresholds (15/15/30/15/60 min) whatever the seed.
 */
import type { SeedCalendar } from './calendar';
import type { Rng } from './prng';
import { plus, type Punches, type SlotBounds } from './punches';

type Scenario = (rng: Rng, bounds: SlotBounds, slotIndex: number) => Punches | null;

function punches(checkIn: Date, lunch: [Date, Date] | null, checkOut: Date | null): Punches {
  return { checkIn, lunchStart: lunch?.[0] ?? null, lunchEnd: lunch?.[1] ?? null, checkOut };
}

function lunchAt(rng: Rng, start: Date, afterMinutes: number, length: number): [Date, Date] {
  const lunchStart = plus(start, afterMinutes, rng);
  return [lunchStart, plus(lunchStart, length, rng)];
}

/** Scheduled people (by user id) whose day today is scripted. */
const SCENARIOS: Readonly<Record<string, Scenario>> = {
  // Contract: the employee demo account has no record today, so whoever signs in as her can punch in.
  'demo-empleado': () => null,
  // Entrada Tardía, over an hour (error) — Oficina 09:00–18:00, in at 10:05–10:25.
  'emp-felipe-contreras': (rng, { start, end }) =>
    punches(plus(start, rng.int(65, 85), rng), lunchAt(rng, start, 270, 45), plus(end, rng.int(20, 40), rng)),
  // Entrada Tardía (warning) — Mañana 07:00–15:00, in at 07:25–07:45.
  'emp-marcela-castillo': (rng, { start, end }) =>
    punches(plus(start, rng.int(25, 45), rng), lunchAt(rng, start, 300, 40), plus(end, rng.int(0, 8), rng)),
  // Entrada Tardía — Madrugada 06:00–13:00, in at 06:30–06:50.
  'emp-luis-gonzalez': (rng, { start, end }) =>
    punches(plus(start, rng.int(30, 50), rng), lunchAt(rng, start, 210, 28), plus(end, rng.int(0, 10), rng)),
  // Entrada Tardía, over an hour — Mañana, in at 08:15–08:35.
  'emp-diego-alvarez': (rng, { start, end }) =>
    punches(plus(start, rng.int(75, 95), rng), lunchAt(rng, start, 310, 40), plus(end, rng.int(5, 30), rng)),
  // Llegada Tardía all day: no record.
  'emp-benjamin-carrasco': () => null,
  'emp-valentina-fuentes': () => null,
  // Cortado 08:00–12:00 / 16:00–20:00: morning as planned, afternoon not yet arrived (Llegada Tardía at 17:00).
  'emp-constanza-flores': (rng, { start, end }, slotIndex) =>
    slotIndex === 0 ? punches(plus(start, -rng.int(1, 5), rng), null, plus(end, rng.int(0, 5), rng)) : null,
  // Salida Temprana — Mañana 07:00–15:00, felt ill and left at 11:20–11:40.
  'emp-daniela-espinoza': (rng, { start, end }) =>
    punches(plus(start, -rng.int(2, 8), rng), null, plus(end, -rng.int(200, 220), rng)),
  // Salida Temprana — Media jornada 08:00–14:00, left at 12:30–12:50.
  'emp-catalina-gutierrez': (rng, { start, end }) =>
    punches(plus(start, -rng.int(1, 6), rng), null, plus(end, -rng.int(70, 90), rng)),
  // Salida Faltante from 13:31 — Madrugada 06:00–13:00 with no check-out.
  'emp-rodrigo-silva': (rng, { start }) =>
    punches(plus(start, -rng.int(2, 8), rng), lunchAt(rng, start, 210, 30), null),
  'emp-matias-figueroa': (rng, { start }) =>
    punches(plus(start, rng.int(0, 4), rng), lunchAt(rng, start, 200, 28), null),
  // Descanso Largo finished by 10:15 — Madrugada, break 08:40 for 80–92 min.
  'emp-sebastian-medina': (rng, { start, end }) =>
    punches(
      plus(start, -rng.int(2, 6), rng),
      lunchAt(rng, start, 160, rng.int(80, 92)),
      plus(end, rng.int(2, 8), rng),
    ),
  // Descanso Largo finished by 13:40 — Oficina, break 12:15 for 75–84 min.
  'emp-patricia-munoz': (rng, { start, end }) =>
    punches(
      plus(start, -rng.int(3, 9), rng),
      lunchAt(rng, start, 195, rng.int(75, 84)),
      plus(end, rng.int(0, 10), rng),
    ),
};

/**
 * The employee demo account forgot to check out on her last working day before today (yesterday, or Friday on a
 * Monday): a missing punch a manager may still correct in /asistencias (Res. Ex. N° 38 art. 41: up to the next
 * business day), and for her to accept in /mi-historial.
 */
export const FORGOT_CHECKOUT_USER_ID = 'demo-empleado';

/** The punches of that day, without the exit. */
export function withoutCheckOut(punches: Punches | null): Punches | null {
  return punches === null ? null : { ...punches, checkOut: null };
}

/** Turno No Programado: the Saturday stand-in came in on a weekday without a schedule. */
export const UNSCHEDULED_TODAY_USER_ID = 'emp-pablo-riquelme';

export function unscheduledTodayPunches(rng: Rng, calendar: SeedCalendar): Punches {
  const { today } = calendar;
  return punches(
    plus(calendar.at(today, '08:00'), rng.int(-5, 10), rng),
    null,
    plus(calendar.at(today, '13:00'), rng.int(0, 30), rng),
  );
}

export function todayScenario(userId: string): Scenario | null {
  return SCENARIOS[userId] ?? null;
}

/** Everyone whose day today is scripted (kept away from absences and other random changes). */
export const SCRIPTED_USER_IDS: readonly string[] = [...Object.keys(SCENARIOS), UNSCHEDULED_TODAY_USER_ID];
