/** How a day's problems read and look in the history: the alerts' names, and a tone that only repeats them. */
import type { StatusTone } from '../../components/status-colors';
import { SLOT_PROBLEM_LABEL } from '../../domain/attendance/slot-problems';
import type { DayProblem } from './history-days';

export const DAY_PROBLEM_LABEL: Readonly<Record<DayProblem, string>> = {
  ...SLOT_PROBLEM_LABEL,
  absence: 'Ausencia',
};

export const DAY_PROBLEM_TONE: Readonly<Record<DayProblem, StatusTone>> = {
  absence: 'error',
  missed: 'error',
  noCheckIn: 'warning',
  lateEntry: 'warning',
  missingCheckOut: 'warning',
  earlyLeave: 'warning',
  longBreak: 'info',
  unscheduled: 'info',
};
