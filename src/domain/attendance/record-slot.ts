/**
 * Which slot of a day's schedule an attendance record fills: the one rule /mi-historial, /alertas and the
 * person's day share. A record flagged `unscheduled` (a Turno No Programado, id `unscheduledDocId`) fills no
 * slot whatever its `slotIndex` — even when a schedule was written for that day afterwards; any other record
 * fills the slot its `slotIndex` names, when the schedule has it.
 */
export interface SlottedRecord {
  slotIndex: number;
  unscheduled?: boolean | null;
}

/** Whether the record is a Turno No Programado by its own flag. */
export function isUnscheduledRecord(record: SlottedRecord): boolean {
  return record.unscheduled === true;
}

/** The index of the slot the record fills in a schedule of `slotCount` slots, or null when it fills none. */
export function recordSlotIndex(record: SlottedRecord, slotCount: number): number | null {
  if (isUnscheduledRecord(record)) return null;
  const { slotIndex } = record;
  return Number.isInteger(slotIndex) && slotIndex >= 0 && slotIndex < slotCount ? slotIndex : null;
}
