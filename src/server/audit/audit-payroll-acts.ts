/**
 * The acts on a payroll run the server logs (src/server/audit/audit-server.ts), from the run before and after each write
 * and its stamps, which the rules bind to the caller and the server time (security review M6):
 * - created (`createdBy`, `createdAt`): `payroll.create`, `Borrador de Noviembre 2026 con 12 personas.`;
 * - closed (`closedBy`, `closedAt`): `payroll.close`, with the payslips the server issues from it and their total
 *   net pay (computeLine, as payslip-issue.ts computes them);
 * - edited (a new `updatedBy`, `updatedAt`): `payroll.update` when only the parameters or people's one-off lines changed (each change told), else
 *   `payroll.recalculate` (`Recalcular` rewrites the lines from the attendance; it may change nothing);
 * - deleted (a draft may be): `payroll.delete` by `Sistema` (SYSTEM_ACTOR), since a trigger learns nothing of who
 *   deleted a document.
 * The client wrote the number of people left out (`sin calcular`) too; the run does not hold it, so these texts
 * leave it out (the screen lists them).
 */
import { SYSTEM_ACTOR } from '../../data/writes/audit';
import { newStamp, personOf, stampOf, type Act, type Written } from './audit-acts';
import type { ServerDoc, ServerStore } from '../admin/server-ports';
import { extraAddedText, extraRemovedText, paramChanges, periodLabel } from '../../data/texts/payroll-text';
import type { PayrollLine, PayrollRun } from '../../data/ports/collections';
import { PAYROLL_PERIOD_PATTERN } from '../../data/policy/payroll-write';
import { formatCLP } from '../../domain/format/numbers';
import { EXTRA_KINDS, type PayslipExtra } from '../../domain/payroll/compute-payslip';
import { computeLine } from '../../domain/payroll/payroll-draft';

type RunText = Pick<PayrollRun, 'tenantId' | 'period' | 'params' | 'employer' | 'status'> & {
  lines: PayrollLine[];
  /** Each excluded person's reason (`exclusions`; absent on older runs). */
  exclusions: Map<string, string>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isExtra = (value: unknown): value is PayslipExtra =>
  isRecord(value) &&
  EXTRA_KINDS.some((kind) => kind === value.kind) &&
  typeof value.amount === 'number' &&
  typeof value.reason === 'string';

const isLine = (value: unknown): value is PayrollLine =>
  isRecord(value) &&
  typeof value.userId === 'string' &&
  isRecord(value.input) &&
  isRecord(value.basis) &&
  Array.isArray(value.extras) &&
  value.extras.every(isExtra);

/** The reasons of a run's `exclusions` by person, the malformed ones left out. */
function exclusionsOf(value: unknown): Map<string, string> {
  const reasons = new Map<string, string>();
  if (!isRecord(value)) return reasons;
  for (const [uid, exclusion] of Object.entries(value))
    if (isRecord(exclusion) && typeof exclusion.reason === 'string') reasons.set(uid, exclusion.reason);
  return reasons;
}

/** The run's fields the texts read, when `doc` is a well-formed run (else null: nothing to tell). */
function runOf(doc: ServerDoc): RunText | null {
  const { tenantId, period, params, employer, lines, status, exclusions } = doc;
  if (typeof tenantId !== 'string' || typeof period !== 'string' || !PAYROLL_PERIOD_PATTERN.test(period))
    return null;
  if (!isRecord(params) || !isRecord(employer) || !Array.isArray(lines) || !lines.every(isLine)) return null;
  if (status !== 'borrador' && status !== 'cerrado') return null;
  return {
    tenantId,
    period,
    status,
    params: params as unknown as PayrollRun['params'],
    employer: employer as unknown as PayrollRun['employer'],
    lines,
    exclusions: exclusionsOf(exclusions),
  };
}

const people = (count: number) => `${count} ${count === 1 ? 'persona' : 'personas'}`;

/** The lines without their one-off lines: what `Recalcular` rewrites from the attendance. */
const computed = (lines: readonly PayrollLine[]) =>
  JSON.stringify(lines.map(({ extras: _extras, ...line }) => line));

/** Each one-off line added or taken away, person by person, in the screen's words. */
async function extrasChanges(before: RunText, after: RunText, store: ServerStore): Promise<string[]> {
  const was = new Map(before.lines.map((line) => [line.userId, line.extras]));
  const texts: string[] = [];
  for (const line of after.lines) {
    const removed = [...(was.get(line.userId) ?? [])];
    const added: PayslipExtra[] = [];
    for (const extra of line.extras) {
      const kept = removed.findIndex((old) => JSON.stringify(old) === JSON.stringify(extra));
      if (kept >= 0) removed.splice(kept, 1);
      else added.push(extra);
    }
    if (removed.length === 0 && added.length === 0) continue;
    const person = await personOf(line.userId, store);
    texts.push(
      ...removed.map((extra) => extraRemovedText(extra, person)),
      ...added.map((extra) => extraAddedText(extra, person)),
    );
  }
  return texts;
}

/** Each person excluded, with a new reason, or taken back, in the screen's words. */
async function exclusionChanges(before: RunText, after: RunText, store: ServerStore): Promise<string[]> {
  const texts: string[] = [];
  for (const [uid, reason] of after.exclusions)
    if (before.exclusions.get(uid) !== reason)
      texts.push(`${await personOf(uid, store)} excluido de esta remuneración: ${reason}`);
  for (const uid of before.exclusions.keys())
    if (!after.exclusions.has(uid)) texts.push(`${await personOf(uid, store)} vuelve a esta remuneración`);
  return texts;
}

/**
 * A draft's edit: its parameters, one-off lines or exclusions told (`payroll.update`), else a recalculation (which
 * keeps the exclusions).
 */
async function editAct(
  before: RunText,
  after: RunText,
  store: ServerStore,
): Promise<Pick<Act, 'action' | 'details'>> {
  const label = periodLabel(after.period);
  const recalculated = computed(before.lines) !== computed(after.lines);
  const params = paramChanges(before, after);
  const extras = recalculated ? [] : await extrasChanges(before, after, store);
  const exclusions = await exclusionChanges(before, after, store);
  if (exclusions.length > 0)
    return { action: 'payroll.update', details: `${label}: ${exclusions.join('; ')}.` };
  if (recalculated || (params.length === 0 && extras.length === 0))
    return {
      action: 'payroll.recalculate',
      details: `${label} recalculado desde la asistencia: ${people(after.lines.length)}.`,
    };
  const parts = [
    ...(params.length > 0 ? [`${label}, parámetros: ${params.join('; ')}.`] : []),
    ...(extras.length > 0 ? [`${label}: ${extras.join('; ')}`] : []),
  ];
  return { action: 'payroll.update', details: parts.join(' ') };
}

/** `Noviembre 2026 cerrado: 12 liquidaciones, líquido total $9.876.543.` */
function closeText(run: RunText): string {
  const net = run.lines.reduce(
    (total, line) => total + computeLine(line, run.params, run.employer).payslip.netPay,
    0,
  );
  const count = run.lines.length;
  const excluded = run.exclusions.size;
  const outside = excluded === 0 ? '' : ` Fuera de esta remuneración: ${people(excluded)}.`;
  return `${periodLabel(run.period)} cerrado: ${count} ${count === 1 ? 'liquidación' : 'liquidaciones'}, líquido total ${formatCLP(net)}.${outside}`;
}

export async function payrollAct({ before, after, store }: Written): Promise<Act | null> {
  if (after === null) {
    const run = before === null ? null : runOf(before);
    if (before === null || run === null || run.status !== 'borrador') return null;
    const at = before.updatedAt;
    return {
      tenantId: run.tenantId,
      actorId: SYSTEM_ACTOR,
      action: 'payroll.delete',
      details: `Borrador de ${periodLabel(run.period)} eliminado (${people(run.lines.length)}).`,
      ...(at instanceof Date ? { stamp: at } : {}),
      suffix: 'delete',
    };
  }
  const run = runOf(after);
  if (run === null) return null;
  const act = (stamp: { actorId: string; at: Date }) => ({
    tenantId: run.tenantId,
    actorId: stamp.actorId,
    stamp: stamp.at,
  });
  if (before === null) {
    const created = stampOf(after, 'createdBy', 'createdAt');
    if (created === null) return null;
    const details = `Borrador de ${periodLabel(run.period)} con ${people(run.lines.length)}.`;
    return { ...act(created), action: 'payroll.create', details };
  }
  const was = runOf(before);
  if (was === null || was.status === 'cerrado') return null;
  if (run.status === 'cerrado') {
    const closed = stampOf(after, 'closedBy', 'closedAt');
    return closed === null
      ? null
      : { ...act(closed), action: 'payroll.close', details: closeText(run), suffix: 'close' };
  }
  const edited = newStamp({ before, after }, 'updatedBy', 'updatedAt');
  return edited === null ? null : { ...act(edited), ...(await editAct(was, run, store)) };
}
