/**
 * What a slot card says about where the slot stands (domain/attendance/slot-status.ts), in the words the person
 * at the door reads: a lateness in words (`20 min`, `1 h 5 min 12 s`, as one says it), worked time in `h:mm:ss`,
 * the format of every figure in /mi-historial. A recorded figure is given to the second (Res. Ex. N° 38 art. 44);
 * one that runs on while the card shows it (how late, how long ago the slot ended) in whole minutes, as the card
 * refreshes each minute.
 */
import type { StatusTone } from '../../components/status-colors';
import type { SlotStatus } from '../../domain/attendance/slot-status';
import { hhmmInZone } from '../../domain/calendar/time-zone';
import { formatDuration, formatHms } from '../../domain/format/numbers';
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

/** Whole minutes of a running duration in seconds. */
function liveMinutes(seconds: number): number {
  return Math.floor(seconds / 60);
}

/** A running duration in words, in whole minutes (`20 min`, `1 h 5 min`). */
function live(seconds: number): string {
  return formatDuration(liveMinutes(seconds) * 60);
}

/** 'Entrada 20 min tarde · Salida 25 min antes' for a finished slot (parts without a schedule are left out). */
export function doneSummary(status: Extract<SlotStatus, { kind: 'done' }>): string {
  const parts: string[] = [];
  if (status.lateSeconds !== null) {
    parts.push(
      status.lateSeconds > 0 ? `Entrada ${formatDuration(status.lateSeconds)} tarde` : 'Entrada a tiempo',
    );
  }
  if (status.earlySeconds !== null && status.earlySeconds > 0) {
    parts.push(`Salida ${formatDuration(status.earlySeconds)} antes`);
  } else if (status.overtimeSeconds !== null && status.overtimeSeconds > 0) {
    parts.push(`Salida ${formatDuration(status.overtimeSeconds)} después`);
  } else if (status.earlySeconds !== null) {
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
      return {
        title: `Comienza en ${formatDuration(status.startsInMinutes * 60)}.`,
        detail: null,
        tone: 'info',
      };
    case 'early':
      return {
        title:
          status.startsInMinutes !== null && status.startsInMinutes > 0
            ? `Comienza en ${formatDuration(status.startsInMinutes * 60)}.`
            : 'Aún no comienza tu horario de marcación.',
        detail: `Si marcas tu entrada antes de las ${hhmmInZone(status.opensAt, timeZone)}, quedará registrada y tu jefatura la verá como marca fuera de horario.`,
        tone: 'info',
      };
    case 'overdue':
      return {
        title: `Trabajando desde las ${hhmmInZone(status.since, timeZone)}.`,
        detail: `${liveMinutes(status.overSeconds) > 0 ? `Tu turno terminó hace ${live(status.overSeconds)}. ` : ''}Registra tu salida: quedará registrada y tu jefatura la verá como marca fuera de horario (después de las ${hhmmInZone(status.closedAt, timeZone)}).`,
        tone: 'warning',
      };
    case 'late':
      return {
        title:
          liveMinutes(status.lateSeconds) > 0
            ? `Llevas ${live(status.lateSeconds)} de atraso.`
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
        status.lateSeconds !== null && status.lateSeconds > 0
          ? ` · Entrada ${formatDuration(status.lateSeconds)} tarde`
          : '';
      return {
        title: `Trabajando desde las ${hhmmInZone(status.since, timeZone)}${late}.`,
        detail:
          liveMinutes(status.overSeconds) > 0
            ? `Tu turno terminó hace ${live(status.overSeconds)}: registra tu salida.`
            : null,
        tone: liveMinutes(status.overSeconds) > 0 ? 'warning' : 'info',
      };
    }
    case 'lunch':
      return {
        title: `En colación desde las ${hhmmInZone(status.since, timeZone)}.`,
        detail: null,
        tone: 'info',
      };
    case 'done': {
      const onTime = !status.lateSeconds && !status.earlySeconds;
      const summary = doneSummary(status);
      const worked =
        status.workedSeconds !== null ? `Tiempo trabajado ${formatHms(status.workedSeconds)}` : null;
      return {
        title: onTime ? 'Turno completo.' : 'Turno terminado.',
        detail: [summary, worked].filter(Boolean).join(' · ') || null,
        tone: onTime ? 'success' : 'warning',
      };
    }
  }
}
