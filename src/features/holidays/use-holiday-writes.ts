import { useState } from 'react';

import { actionErrorMessage, closedPeriodRefusal, writeErrorMessage } from '../../components/action-error';
import { WriteRefusedError } from '../../data/policy/verdicts';
import { useStore } from '../../data/queries/use-store';
import { periodContaining, type Period } from '../../domain/calendar/periods';
import type { HolidayTell } from './holidays-notice';
import {
  addHoliday,
  deleteHoliday,
  importChileHolidays,
  updateHoliday,
  useRefreshHolidays,
  type HolidayActor,
  type HolidayChange,
  type HolidayRow,
  type NewHoliday,
} from './holidays-repository';

interface WritesInput {
  /** Null until the member and the tenant's zone are known: nothing is written. */
  actor: HolidayActor | null;
  /** The year shown, `2026`. */
  year: string;
  setPeriod: (period: Period) => void;
  tell: HolidayTell;
}

/**
 * The screen's writes, each told in the notice and followed by a fresh read of the holidays. A write of a day in a
 * closed period (refused before sending, or by the server) fails with writeErrorMessage's words (`El periodo de
 * marzo de 2026 está cerrado.`), which the dialog shows, and leaves them in `refused` for the screen's notice.
 */
export function useHolidayWrites({ actor, year, setPeriod, tell }: WritesInput) {
  const store = useStore();
  const refresh = useRefreshHolidays();
  const [importing, setImporting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  /** Runs a write of `day`; a closed period's refusal is rethrown in words. */
  const writeOf = async <T>(day: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      const written = { days: [day], closedThrough: actor?.closedThrough ?? null };
      if (closedPeriodRefusal(error, written) === null) throw error;
      const message = writeErrorMessage(error, written);
      setRefused(message);
      throw new WriteRefusedError(message);
    }
  };

  const loadChile = async () => {
    if (!actor) return;
    setImporting(true);
    try {
      const added = await importChileHolidays(store, actor, Number(year));
      tell(
        added === 0
          ? `Los feriados de Chile ${year} ya estaban cargados`
          : added === 1
            ? 'Se agregó 1 feriado'
            : `Se agregaron ${added} feriados`,
        added === 0 ? 'info' : 'success',
      );
      if (added > 0) refresh();
    } catch (error) {
      console.error('Cargar feriados de Chile: falló', error);
      tell(actionErrorMessage(error, 'No se pudieron cargar los feriados. Inténtalo de nuevo.'), 'error');
    } finally {
      setImporting(false);
    }
  };

  const add = async (holiday: NewHoliday) => {
    if (!actor) return;
    await writeOf(holiday.day, () => addHoliday(store, actor, holiday));
    tell(`Se agregó el feriado ${holiday.name}.`);
    refresh();
    // Show the year of the day added.
    if (!holiday.day.startsWith(year)) setPeriod(periodContaining('year', holiday.day));
  };

  const save = async (holiday: HolidayRow, change: HolidayChange) => {
    if (!actor) return;
    const changed = await writeOf(holiday.day, () => updateHoliday(store, actor, holiday, change));
    tell(changed ? `Se guardó el feriado ${change.name}.` : 'No hubo cambios que guardar.');
    if (changed) refresh();
  };

  const remove = async (holiday: HolidayRow | null) => {
    if (!actor || !holiday) return;
    await writeOf(holiday.day, () => deleteHoliday(store, actor, holiday));
    tell(`Se eliminó el feriado ${holiday.name}.`);
    refresh();
  };

  return { importing, loadChile, add, save, remove, refused, clearRefused: () => setRefused(null) };
}
