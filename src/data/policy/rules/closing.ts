/** Closing a period (domain/attendance/period-close.ts): the day a close may reach. */
import { CLOSE_LAG_HOURS } from '../../../domain/attendance/period-close';
import { rules } from './syntax';

export function closingBlock(): string {
  return rules`
// \`day\` takes no more punches in any zone within 12 h of UTC (lastClosableDay): CLOSE_LAG_HOURS (${CLOSE_LAG_HOURS}).
function closableDay(day) {
  let lagged = request.time - duration.value(${CLOSE_LAG_HOURS}, 'h');
  return day < string(lagged.year()) + '-' + pad2(lagged.month()) + '-' + pad2(lagged.day());
}`;
}
