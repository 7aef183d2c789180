/**
 * What a slot card says about where the slot stands (domain/attendance/slot-status.ts), in the words the person
 * at the door reads: a lateness in words (`20 min`, `1 h 5 min`, as one says it), worked time in `h:mm`, the
 * format of every figure in /mi-historial.
 */
import type { StatusTone } from '../../components/status-colors';
import type { SlotStatus } from '../../domain/attendance/slot-status';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import { formatDuration, formatHoursMinutes } from '../../domain/format/numbers';
import type { Interval } from '../../domain/schedule/slots';

/** The kit's tones an MUI Alert can show (every one but neutral). */
export type SlotTone = Exclude<StatusTone, 'neutral'>;

export interface StatusText {
  /** The headline: one short sentence. */
  title: string;
  /** What happened or what to do, or null. */
  detail: string | null;
  tone: SlotTone;
}

/** 'Entrada 20 min tarde · Salida 25 min antes' for a finished slot (parts without a schedule are left out). */
export function doneSummary(status: Extract<SlotStatus, { kind: 'done' }>): string {
  const parts: string[] = [];
  if (status.lateMinutes !== null) {
    parts.push(
      status.lateMinutes > 0 ? `Entrada ${formatDuration(status.lateMinutes)} tarde` : 'Entrada a tiempo',
    );
  }
  if (status.earlyMinutes !== null && status.earlyMinutes > 0) {
    parts.push(`Salida ${formatDuration(status.earlyMinutes)} antes`);
  } else if (status.overtimeMinutes !== null && status.overtimeMinutes > 0) {
    parts.push(`Salida ${formatDuration(status.overtimeMinutes)} después`);
  } else if (status.earlyMinutes !== null) {
    parts.push('Salida a tiempo');
  }
  return parts.join(' · ');
}

/** The headline and line under it for a slot in `status`; `bounds` names its end when it was missed. */
export function statusText(status: SlotStatus, bounds: Interval | null, timeZone: string): StatusText | null {
  switch (status.kind) {
    case 'open':
      return null;
    case 'upcoming':
      return { title: `Comienza en ${formatDuration(status.startsInMinutes)}.`, detail: null, tone: 'info' };
    case 'early':
      return {
        title:
          status.startsInMinutes !== null && status.startsInMinutes > 0
            ? `Comienza en ${formatDuration(status.startsInMinutes)}.`
            : 'Aún no comienza tu horario de marcación.',
        detail: `Si marcas tu entrada antes de las ${hhmmInZone(status.opensAt, timeZone)}, quedará registrada y tu jefatura la verá como marca fuera de horario.`,
        tone: 'info',
      };
    case 'overdue':
      return {
        title: `Trabajando desde las ${hhmmInZone(status.since, timeZone)}.`,
        detail: `${status.overMinutes > 0 ? `Tu turno terminó hace ${formatDuration(status.overMinutes)}. ` : ''}Registra tu salida: quedará registrada y tu jefatura la verá como marca fuera de horario (después de las ${hhmmInZone(status.closedAt, timeZone)}).`,
        tone: 'warning',
      };
    case 'late':
      return {
        title:
          status.lateMinutes > 0
            ? `Llevas ${formatDuration(status.lateMinutes)} de atraso.`
            : 'Tu turno ya comenzó.',
        detail: 'Registra tu entrada ahora.',
        tone: 'warning',
      };
    case 'missed':
      return {
        title: 'Este turno no quedó registrado.',
        detail: `Terminó${bounds ? ` a las ${hhmmInZone(bounds.end, timeZone)}` : ''} sin marcas. Si trabajaste, pide a tu jefatura que registre tu asistencia; si recién llegas, igual puedes registrar tu entrada.`,
        tone: 'error',
      };
    case 'working': {
      const late =
        status.lateMinutes !== null && status.lateMinutes > 0
          ? ` · Entrada ${formatDuration(status.lateMinutes)} tarde`
          : '';
      return {
        title: `Trabajando desde las ${hhmmInZone(status.since, timeZone)}${late}.`,
        detail:
          status.overMinutes > 0
            ? `Tu turno terminó hace ${formatDuration(status.overMinutes)}: registra tu salida.`
            : null,
        tone: status.overMinutes > 0 ? 'warning' : 'info',
      };
    }
    case 'lunch':
      return {
        title: `En colación desde las ${hhmmInZone(status.since, timeZone)}.`,
        detail: null,
        tone: 'info',
      };
    case 'done': {
      const onTime = !status.lateMinutes && !status.earlyMinutes;
      const summary = doneSummary(status);
      const worked =
        status.workedMinutes !== null ? `Tiempo trabajado ${formatHoursMinutes(status.workedMinutes)}` : null;
      return {
        title: onTime ? 'Turno completo.' : 'Turno terminado.',
        detail: [summary, worked].filter(Boolean).join(' · ') || null,
        tone: onTime ? 'success' : 'warning',
      };
    }
  }
}
