/** users of the demo tenant: the roster plus RUTs, hire dates and pay drawn from the seed. */
import type { UserDoc } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import { addZonedDays, startOfZonedDay } from '../../../../domain/calendar/time-zone';
import type { SeedCalendar } from './calendar';
import { rngFor } from './prng';
import { emailFor, type RosterEntry } from './roster';
import { formatRutBody } from '../../../../domain/chile/rut';
import { AFPS } from '../../../../domain/labels';
import { demoWorkplaceOf } from './workplaces';

/** The Isapres a demo person may belong to: those whose LRE code is confirmed (lre-codes.ts). */
const DEMO_ISAPRES = ['banmedica', 'consalud', 'cruz-blanca', 'vida-tres', 'nueva-masvida'] as const;

/** Round to thousands of pesos (salaries) or to tens (hourly rates). */
function roundPay(amount: number, hourly: boolean): number {
  const step = hourly ? 10 : 1000;
  return Math.round(amount / step) * step;
}

export function buildUsers(
  tenantId: string,
  seed: number,
  calendar: SeedCalendar,
  roster: readonly RosterEntry[],
  tenantCreatedAt: Date,
): WithId<UserDoc>[] {
  const rng = rngFor(seed, 'users');
  // The payroll part of each file draws from its own stream: the RUTs, hire dates and pay above stay as they were.
  const payroll = rngFor(seed, 'users', 'payroll');
  // The LRE's coded fields draw from a stream of their own, so the values above stay as they were.
  const lre = rngFor(seed, 'users', 'lre');
  // Previred's fields (contract end, FUN) draw from another, so the LRE's stay as they were.
  const previred = rngFor(seed, 'users', 'previred');
  const usedRuts = new Set<number>();
  const { timeZone, today } = calendar;
  // Hired at least 10 days before the window's first day: 70 days for the demo tenant's 60-day window.
  const minDaysAgo = Math.max(70, 10 - (calendar.days[0]?.offset ?? 0));
  return roster.map((person, index) => {
    let rutBody = rng.int(8_000_000, 22_999_999);
    while (usedRuts.has(rutBody)) rutBody += 1;
    usedRuts.add(rutBody);
    // Everyone was hired before the window starts (70 days to ~13 years ago), the owner first.
    const daysAgo =
      index === 0 ? Math.max(4_800, minDaysAgo) : rng.int(minDaysAgo, Math.max(4_700, minDaysAgo));
    const hireDate = startOfZonedDay(addZonedDays(today.noon, -daysAgo, timeZone), timeZone);
    const hourly = person.payKind === 'hourly';
    const payAmount = roundPay(person.pay * (1 + rng.int(-30, 30) / 1000), hourly);
    // One in five on a fixed-term contract, one in four with an Isapre plan (2 to 5 UF), the rest Fonasa.
    const isapre = payroll.chance(0.25);
    const healthPlanUF = isapre ? payroll.int(20, 50) / 10 : null;
    const contractType = payroll.chance(0.2) ? ('plazo-fijo' as const) : ('indefinido' as const);
    const file = {
      contractType,
      afp: payroll.pick(AFPS),
      healthSystem: isapre ? ('isapre' as const) : ('fonasa' as const),
      healthPlanUF,
      mealAllowance: 40_000,
      transportAllowance: 30_000,
      // The bakery is affiliated with Caja Los Andes and the ACHS; one in three people has cargas familiares.
      isapre: isapre ? lre.pick(DEMO_ISAPRES) : null,
      cargasFamiliares: lre.chance(1 / 3) ? lre.int(1, 3) : 0,
      ccaf: 'los-andes' as const,
      mutual: 'achs' as const,
      incomeTaxKind: 'segunda-categoria' as const,
    };
    // A plazo fijo contract ends 40 to 150 days from today (never within the months already paid); an Isapre member
    // has a FUN; a person with cargas has the tramo of the pay.
    const endsIn = previred.int(40, 150);
    const fun = previred.int(1_000_000, 9_999_999);
    const previredFile = {
      sex: person.sex,
      nationality: person.nationality,
      contractEndDate:
        contractType === 'plazo-fijo'
          ? startOfZonedDay(addZonedDays(today.noon, endsIn, timeZone), timeZone)
          : null,
      isapreFun: isapre ? String(fun) : null,
    };
    // People already on staff were loaded when the tenant was created, a minute apart.
    const createdAt =
      hireDate.getTime() > tenantCreatedAt.getTime()
        ? new Date(hireDate.getTime() + 9.5 * 3_600_000)
        : new Date(tenantCreatedAt.getTime() + (index + 1) * 60_000);
    return {
      id: person.id,
      tenantId,
      email: person.email ?? emailFor(person.displayName),
      displayName: person.displayName,
      photoURL: null,
      role: person.role,
      disabled: person.disabled,
      rut: formatRutBody(rutBody),
      position: person.position,
      department: person.department,
      workplaceId: demoWorkplaceOf(person.department),
      hireDate,
      contractWeeklyHours: person.contractWeeklyHours,
      payKind: person.payKind,
      payAmount,
      ...file,
      ...previredFile,
      createdAt,
    };
  });
}
