/**
 * What the bell's art. 45 notices compute with, loaded on demand (art45-notices-provider.tsx): the notices' rules
 * and the tenant's range read. Kept out of the chrome every manager and worker screen loads first.
 */
export { art45Notices } from '../../domain/attendance/art45-notices';
export { listAttendanceRangeFromMonths } from '../../data/queries/attendance-range';
