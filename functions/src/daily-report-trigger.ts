/**
 * `dailyReport`, the scheduled function (every hour, at minute 5): runs the daily report's service
 * (src/server/reports/daily-report.ts) at the server's time, which queues in `mail` (the Trigger Email extension's
 * queue) the `Reporte diario` of every company whose day ended in its own zone, to its admins (Res. Ex. N° 38 art.
 * 27 e), and opens a technical incident for a report it could not make or send (art. 27 f). Idempotent: a rerun
 * sends nothing twice. A run with a failure throws once every company was tried, so Cloud Logging shows it.
 */
import {
  sendDailyReports,
  type DailyReportDeps,
  type DailyReportResult,
} from '../../src/server/reports/daily-report';

export async function handleDailyReports(
  deps: () => Promise<DailyReportDeps & { now: () => Date }>,
): Promise<DailyReportResult> {
  const resolved = await deps();
  const result = await sendDailyReports(resolved, resolved.now());
  const [first] = result.failed;
  if (first !== undefined) {
    const which = result.failed.map(({ tenantId, day }) => `${tenantId} ${day}`.trim()).join(', ');
    throw new Error(`Daily reports failed (${which})`, { cause: first.error });
  }
  return result;
}
