import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { PersonOption } from '../../components/person-picker';
import { watchTenantAttendance } from '../../data/queries/attendance-range';
import { queryKeys } from '../../data/queries/keys';
import { personName, usePeople } from '../../data/queries/people';
import { useStore } from '../../data/queries/use-store';
import { useWatch, type Subscribe } from '../../data/queries/watch';
import { useWorkplaces } from '../../data/queries/workplaces';
import { loadInspectionMonth, monthInterval, type MonthRecords } from './inspection-data';
import { correctionRows, directoryOf, personRows, punchRows, signatureRows } from './inspection-rows';

export type InspectionMonth = ReturnType<typeof useInspectionMonth>;

/**
 * The inspector's reads of one month: the people and the tenant's workplaces (where each works), the month's corrections and signatures (read once), its
 * punches (watched), and their rows, narrowed to `personId` when one is chosen.
 */
export function useInspectionMonth({
  tenantId,
  shownMonth,
  timeZone,
  now,
  personId,
  withRecords = true,
}: {
  tenantId: string;
  shownMonth: string;
  timeZone: string | null;
  now: Date;
  personId: string | null;
  /** False for the reports menu alone (art. 24): the people only, no month of records. */
  withRecords?: boolean;
}) {
  const store = useStore();
  const people = usePeople();
  const workplaces = useWorkplaces();
  const ready = withRecords && tenantId !== '' && shownMonth !== '' && timeZone !== null;
  const data = useQuery({
    queryKey: ['inspection', tenantId, shownMonth],
    queryFn: () => loadInspectionMonth(store, tenantId, shownMonth, timeZone ?? ''),
    enabled: ready,
  });
  const subscribe = useMemo<Subscribe<MonthRecords> | null>(
    () =>
      ready
        ? (next, error) =>
            watchTenantAttendance(store, tenantId, monthInterval(shownMonth, timeZone), next, error)
        : null,
    [ready, store, tenantId, shownMonth, timeZone],
  );
  const records = useWatch(queryKeys.watch('attendance', { tenantId, month: shownMonth }), subscribe);

  const directory = useMemo(() => directoryOf(people.data ?? []), [people.data]);
  const options: PersonOption[] = useMemo(
    () =>
      (people.data ?? []).map((person) => ({
        id: person.id,
        name: personName(person, person.id),
        ...(person.rut ? { detail: person.rut } : {}),
      })),
    [people.data],
  );
  const mine = <Row extends { userId: string }>(rows: Row[]) =>
    personId === null ? rows : rows.filter((row) => row.userId === personId);
  const persons = useMemo(
    () => (people.data && workplaces.data ? personRows(people.data, workplaces.data) : undefined),
    [people.data, workplaces.data],
  );
  const punches = useMemo(
    () => (records.data && timeZone ? punchRows(records.data, directory, timeZone) : undefined),
    [records.data, directory, timeZone],
  );
  const corrections = useMemo(
    () =>
      data.data && timeZone ? correctionRows(data.data.corrections, directory, timeZone, now) : undefined,
    [data.data, directory, timeZone, now],
  );
  const signatures = useMemo(
    () => (data.data && timeZone ? signatureRows(data.data.signatures, directory, timeZone) : undefined),
    [data.data, directory, timeZone],
  );
  return {
    people,
    workplaces,
    data,
    records,
    options,
    persons,
    shownPunches: punches && mine(punches),
    shownCorrections: corrections && mine(corrections),
    shownSignatures: signatures && mine(signatures),
  };
}
