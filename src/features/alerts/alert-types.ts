/** Public types and constants of the attendance alerts (see compute-alerts.ts for the rules). */
import type { AlertThresholds } from '../../domain/settings/tenant-settings';

export const ALERT_TYPES = [
  'Entrada Tardía',
  'Llegada Tardía',
  'Salida Faltante',
  'Salida Temprana',
  'Descanso Largo',
  'Turno No Programado',
] as const;

export type AlertType = (typeof ALERT_TYPES)[number];

/** Severities, most severe first (this is also the order of the computed alerts). */
export const ALERT_SEVERITIES = ['error', 'warning', 'info'] as const;

export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export interface AlertInputUser {
  id: string;
  displayName?: string | null;
  name?: string | null;
  photoURL?: string | null;
}

export interface AlertTimeSlot {
  startTime: string;
  endTime: string;
}

export interface AlertSchedule {
  userId: string;
  date: Date;
  timeSlots?: AlertTimeSlot[] | null;
  startTime?: string | null;
  endTime?: string | null;
}

export interface AlertAttendance {
  id?: string;
  userId: string;
  date: Date;
  slotIndex: number;
  /** A Turno No Programado (domain/attendance/record-slot.ts): never a slot's record, whatever its index. */
  unscheduled?: boolean;
  checkInTime?: Date | null;
  checkOutTime?: Date | null;
  lunchStartTime?: Date | null;
  lunchEndTime?: Date | null;
}

export interface AlertInput {
  users: AlertInputUser[];
  schedules: AlertSchedule[];
  attendance: AlertAttendance[];
}

export interface AlertOptions {
  now: Date;
  /** Tenant IANA zone: "today" and every 'HH:MM' are read in it. */
  timeZone: string;
  thresholds?: Partial<AlertThresholds>;
}

export interface AlertUserSummary {
  id: string;
  name: string;
  photoURL?: string | null;
}

export interface Alert {
  id: string;
  type: AlertType;
  severity: AlertSeverity;
  userId: string;
  user?: AlertUserSummary;
  message: string;
  /**
   * When the alert happened. For speed this is the input's own Date (check-in, check-out, lunch end,
   * record date) or a slot-boundary Date shared by all alerts of that wall time: treat it as read-only.
   */
  timestamp: Date;
  /** Spanish relative time from `timestamp` to `now` ('hace 20 minutos'); '' for an invalid timestamp. */
  time: string;
}
