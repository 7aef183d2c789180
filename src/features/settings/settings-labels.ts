/** What /configuracion calls each setting in the form (the audit trail's names: data/texts/settings-text.ts). */
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
