/** Closing a period (domain/attendance/period-close.ts): the day a close may reach. */
import { CLOSE_ZONE_LAG_HOURS } from '../../../domain/attendance/period-close';
import { rules } from './syntax';

export function closingBlock(): string {
  return rules`
// \`day\` has ended in every zone within CLOSE_ZONE_LAG_HOURS (${CLOSE_ZONE_LAG_HOURS}) of UTC (lastDayEndedEverywhere).
function endedEverywhere(day) {
  let lagged = request.time - duration.value(${CLOSE_ZONE_LAG_HOURS}, 'h');
  return day < string(lagged.year()) + '-' + pad2(lagged.month()) + '-' + pad2(lagged.day());
}`;
}
