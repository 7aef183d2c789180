/**
 * The demo's overtime agreements: two of every three people (Camila Rojas among them) signed one that started 45
 * days ago and runs as long as the law allows; the rest have none, so /horas-extras shows the `Sin pacto de
 * horas extras` flag from the first visit. No decision is seeded: the month's overtime waits for the manager.
 */
import type { OvertimeAgreement, UserDoc } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import { agreementLastDay } from '../../../../domain/attendance/overtime';
import { addDaysToKey } from '../../../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../../../domain/calendar/time-zone';
import type { SeedCalendar } from './calendar';

const SIGNER = 'demo-admin';
const CAMILA = 'demo-empleado';

export function buildOvertimeAgreements(
  tenantId: string,
  calendar: SeedCalendar,
  users: readonly WithId<UserDoc>[],
): WithId<OvertimeAgreement>[] {
  const from = addDaysToKey(calendar.today.key, -45);
  const to = agreementLastDay(from);
  return users
    .filter((user) => user.role === 'employee')
    .filter((user, index) => user.id === CAMILA || index % 3 !== 2)
    .map((user) => ({
      id: `pacto-${user.id}`,
      tenantId,
      userId: user.id,
      from,
      to,
      note: 'Pacto firmado, archivado en la carpeta del trabajador',
      createdBy: SIGNER,
      createdAt: dayKeyToInstant(addDaysToKey(from, -1), calendar.timeZone),
    }));
}
