/** What /configuracion calls each setting in the form (the audit trail's names: data/texts/settings-text.ts). */
import type { PunchWindowSettings } from '../../domain/attendance/punch-window';
import type { GratificationRegime } from '../../domain/payroll/compute-payslip';
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

/** The payroll section of /configuracion (issue #46 item 3). */
export const PAYROLL_SECTION_TITLE = 'Remuneraciones';

export const PAYROLL_LABEL = {
  payrollCutoffDay: 'Día de corte',
  gratificationRegime: 'Gratificación legal',
} as const;

/** How each gratificación regime reads in the form (arts. 47 and 50 CT). */
export const GRATIFICATION_REGIME_LABEL: Readonly<Record<GratificationRegime, string>> = {
  art50: 'Art. 50: 25 % del sueldo, tope 4,75 IMM al año',
  art47: 'Art. 47: 30 % de la utilidad, pago anual',
};
