/**
 * The one table of attacks on the access policy (security review §5), each with the verdict both
 * backends must give: the demo store in `npm test` (src/data/adapters/demo/attack-suite.test.ts) and firestore.rules on
 * the emulator (tests/rules/attack-suite.test.ts), through the DocumentStore port (src/testing/attack-suite.ts).
 *
 * A case names its actor, the docs it seeds on top of the shared world (`attackWorld`) and its requests, all
 * built from the scene of the clock the backend judges with (`attackScene(now)`): emp-1 and colleague-1 of
 * tenant t1 (America/Santiago) have a schedule for today whose one slot holds `now`, and for yesterday, tomorrow
 * and 30 days ago the same slot. `expected` is the verdict of EVERY request of the case: `allow` (it succeeds)
 * or `deny` (it fails with permission-denied). Controls (`valid.*`) prove the policy is not denying everything.
 *
 * Transactions: the port has none, and Firestore judges the writes of a transaction the way it judges a batch's
 * (each write against the doc as stored before the commit), so the `tx.*` cases run as batches.
 *
 * One file per area of cases, spread below in the table's order; the types and the scene are in types.ts, the
 * actors in actors.ts, the docs in documents.ts and plan-documents.ts, the shared world in world.ts and the
 * request builders in requests.ts.
 */
import type { AttackCase } from './types';
import { VALID } from './valid';
import { CROSS_TENANT, CLAIMS, ESCALATION, OFF_SWITCHES } from './tenants-users';
import { FORGED_PUNCHES } from './punches';
import { PUNCH_UPDATES } from './punch-updates';
import { BATCHES } from './batches';
import { LOGS } from './logs';
import { LEADS, CRM } from './crm';
import { PLANNING } from './planning';
import { PLANNING_LIMITS } from './planning-limits';
import { CORRECTIONS } from './corrections';
import { OVERTIME } from './overtime';
import { SIGNOFF } from './signoff';
import { PERIOD_CLOSE } from './periods';
import { INSPECTION } from './inspector';
import { RETENTION } from './retention';
import { PAYROLL } from './payroll';
import { MONTHS } from './months';
import { SCHEDULE_CHANGES } from './schedule-changes';
import { WORKER_CONSENT } from './consent';
import { WORKPLACES } from './workplaces';
import { INCIDENTS } from './incidents';
import { INDICATORS } from './indicators';
import { PAYROLL_SETTINGS } from './payroll-settings';
import { DEJ_RESOLUTION } from './dej-resolution';
import { LICENCIAS } from './licencias';

export {
  attackScene,
  type AttackVerdict,
  type AttackActor,
  type SeedDoc,
  type AttackWhere,
  type AttackWrite,
  type AttackRequest,
  type AttackPlan,
  type AttackCase,
  type RecordedPunch,
  type AttackScene,
} from './types';
export { ACTORS, T1, T2 } from './actors';
export { attackWorld } from './world';

// ---- The table. ----

export const ATTACK_CASES: readonly AttackCase[] = [
  ...VALID,
  ...CROSS_TENANT,
  ...CLAIMS,
  ...ESCALATION,
  ...FORGED_PUNCHES,
  ...PUNCH_UPDATES,
  ...BATCHES,
  ...LOGS,
  ...LEADS,
  ...CRM,
  ...OFF_SWITCHES,
  ...PLANNING,
  ...PLANNING_LIMITS,
  ...CORRECTIONS,
  ...OVERTIME,
  ...PERIOD_CLOSE,
  ...SIGNOFF,
  ...INSPECTION,
  ...RETENTION,
  ...PAYROLL,
  ...MONTHS,
  ...SCHEDULE_CHANGES,
  ...WORKER_CONSENT,
  ...WORKPLACES,
  ...INCIDENTS,
  ...INDICATORS,
  ...DEJ_RESOLUTION,
  ...PAYROLL_SETTINGS,
  ...LICENCIAS,
];
