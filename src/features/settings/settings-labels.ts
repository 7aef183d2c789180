/** What /configuracion calls each setting, in the form and in the audit trail. */
import type { PunchWindowSettings } from '../../domain/attendance/punch-window';
import type { AlertThresholds } from '../../domain/settings/tenant-settings';

export const THRESHOLD_LABEL: Readonly<Record<keyof AlertThresholds, string>> = {
  lateEntryMinutes: 'Entrada Tardía: aviso con más de (min) de atraso',
  lateEntryErrorMinutes: 'Entrada Tardía: grave con más de (min) de atraso',
  noCheckInMinutes: 'Llegada Tardía: aviso si no hay entrada (min) después del inicio',
  missingCheckOutMinutes: 'Salida Faltante: aviso si no hay salida (min) después del fin',
  earlyLeaveMinutes: 'Salida Temprana: aviso con salida (min) antes del fin',
  earlyLeaveWarningMinutes: 'Salida Temprana: advertencia con salida (min) antes del fin',
  longBreakMinutes: 'Descanso Largo: aviso con colación de más de (min)',
  longBreakWarningMinutes: 'Descanso Largo: advertencia con colación de más de (min)',
};

export const PUNCH_WINDOW_LABEL: Readonly<Record<keyof PunchWindowSettings, string>> = {
  openBeforeMinutes: 'A tiempo desde (minutos antes del inicio del turno)',
  closeAfterMinutes: 'A tiempo hasta (minutos después del término del turno)',
};

/** Short names for the audit trail. */
export const FIELD_NAME: Readonly<Record<string, string>> = {
  name: 'Nombre',
  legalName: 'Razón social',
  taxId: 'RUT empresa',
  address: 'Dirección',
  timeZone: 'Zona horaria',
  workWeek: 'Semana laboral',
  weeklyHourLimit: 'Jornada semanal máxima (h)',
  overtimeSurchargePercent: 'Recargo de horas extras (%)',
  openBeforeMinutes: 'A tiempo desde (min antes del inicio)',
  closeAfterMinutes: 'A tiempo hasta (min después del término)',
  objectionHours: 'Plazo para objetar una corrección (h)',
  lateEntryMinutes: 'Entrada Tardía, aviso (min)',
  lateEntryErrorMinutes: 'Entrada Tardía, grave (min)',
  noCheckInMinutes: 'Llegada Tardía (min)',
  missingCheckOutMinutes: 'Salida Faltante (min)',
  earlyLeaveMinutes: 'Salida Temprana, aviso (min)',
  earlyLeaveWarningMinutes: 'Salida Temprana, advertencia (min)',
  longBreakMinutes: 'Descanso Largo, aviso (min)',
  longBreakWarningMinutes: 'Descanso Largo, advertencia (min)',
};
