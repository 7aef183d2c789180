/**
 * Field-level rules of absences: an employee's request and a manager's record, decision and void.
 * firestore.rules states the same rules (`validAbsenceRequest` … `validAbsenceUpdate` of its planning section),
 * generated from the constants below (src/data/policy/rules/planning.ts, `npm run rules:generate`). `before` is
 * the doc as stored before the request (null: none), `after` the doc as written (a `Date` field may hold the
 * SERVER_TIME sentinel); every write is judged on the whole doc as written.
 */
import {
  ABSENCE_STATUSES,
  ABSENCE_TYPES,
  REQUESTABLE_ABSENCE_TYPES,
  type AbsenceStatus,
  type StoredAbsenceType,
} from '../../domain/labels';
import {
  ATTACHMENT_FILE_ID_PATTERN,
  isAttachmentContentType,
  isFolio,
  isOwnAttachmentPath,
  LICENCIA_LIMITS,
  LICENCIA_TYPE,
  type AttachmentTarget,
} from '../../domain/absences/licencia';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { ROLES } from '../ports/auth-port';
import { isServerTime } from '../ports/document-store';
import { PLANNING_LIMITS } from './planning-write';
import {
  allowIf,
  changedKeys,
  type Data,
  deny,
  firstDenial,
  onlyKeys,
  optionalText,
  requiredText,
  type Verdict,
} from './verdicts';

/** What an employee's request may hold. */
export const ABSENCE_REQUEST_FIELDS = [
  'tenantId',
  'userId',
  'type',
  'from',
  'to',
  'status',
  'note',
  'attachmentName',
  'folio',
  'attachmentPath',
  'createdAt',
  'createdBy',
] as const;
/** What a manager's absence may hold: every Absence field. */
export const ABSENCE_FIELDS = [...ABSENCE_REQUEST_FIELDS, 'decidedBy', 'decidedAt', 'decisionNote'] as const;
/** What a manager's update of an absence may change. */
export const ABSENCE_EDITABLE_FIELDS = [
  'type',
  'from',
  'to',
  'status',
  'note',
  'attachmentName',
  'decidedBy',
  'decidedAt',
  'decisionNote',
] as const;
/** The fields of the decision: a change to any of them is signed by the caller with the server time. */
export const ABSENCE_DECISION_FIELDS = ['status', 'decidedBy', 'decidedAt', 'decisionNote'] as const;

/** The types a stored absence may keep: the four, or the legacy `permiso` (never written again). */
export const STORED_ABSENCE_TYPES = [
  ...ABSENCE_TYPES,
  'permiso',
] as const satisfies readonly StoredAbsenceType[];

/** The statuses a manager gives only with a reason (`decisionNote`): a rejection and a void. */
export const ABSENCE_STATUSES_WITH_REASON = [
  'rechazada',
  'anulada',
] as const satisfies readonly AbsenceStatus[];

const DAY_MS = 86_400_000;

const isEmpty = (value: unknown) => value === undefined || value === null;
const isDate = (value: unknown): value is Date => value instanceof Date;

const REQUEST_KEYS = new Set<string>(ABSENCE_REQUEST_FIELDS);
const ABSENCE_KEYS = new Set<string>(ABSENCE_FIELDS);

/** `from` and `to` are dates, `from` ≤ `to` ≤ `from` + absenceMaxDays days. */
function absenceDatesVerdict(data: Data): Verdict {
  const { from, to } = data;
  const max = PLANNING_LIMITS.absenceMaxDays;
  return allowIf(
    isDate(from) &&
      isDate(to) &&
      from.getTime() <= to.getTime() &&
      to.getTime() - from.getTime() <= max * DAY_MS,
    `from and to must be dates, from ≤ to, at most ${max} days apart`,
  );
}

/**
 * The note, the attachment's name, a licencia's folio (digits) and its document (a file in the absent person's
 * own folder, absenceAttachmentPath), as both writers may send them.
 */
const absenceTextsVerdict = (data: Data) =>
  firstDenial([
    optionalText(data, 'note', PLANNING_TEXT_LIMITS.absenceNote),
    optionalText(data, 'attachmentName', PLANNING_TEXT_LIMITS.attachmentName),
    allowIf(isEmpty(data.folio) || isFolio(data.folio), 'folio must be digits, at most 20'),
    allowIf(
      isEmpty(data.attachmentPath) || isOwnAttachmentPath(data.attachmentPath, data.tenantId, data.userId),
      "attachmentPath must be a file in the person's own absences folder",
    ),
  ]);

/**
 * What a request of its type needs: a licencia médica its folio, its document and a start at most
 * LICENCIA_LIMITS.pastDays (+1, the zone's slack) days before `now`; a vacation or permission neither.
 */
function requestKindVerdict(after: Data, now: Date | undefined): Verdict {
  if (after.type !== LICENCIA_TYPE) {
    return firstDenial([
      allowIf(oneOf(REQUESTABLE_ABSENCE_TYPES, after.type), 'type must be a requestable type'),
      allowIf(
        isEmpty(after.folio) && isEmpty(after.attachmentPath),
        'only a licencia médica has a folio and a document',
      ),
    ]);
  }
  // Without the backend's clock (a caller that does not pass it) the start is left to the rules' check.
  const earliest = now ? now.getTime() - (LICENCIA_LIMITS.pastDays + 1) * DAY_MS : -Infinity;
  return firstDenial([
    allowIf(isFolio(after.folio), 'a licencia médica needs its folio (digits, at most 20)'),
    allowIf(!isEmpty(after.attachmentPath), 'a licencia médica needs its document'),
    allowIf(
      isDate(after.from) && after.from.getTime() >= earliest,
      `a licencia médica starts at most ${LICENCIA_LIMITS.pastDays} days ago`,
    ),
  ]);
}

const oneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);

/**
 * absences, employee: a new own request, `pendiente`, a requestable type or a licencia médica with its folio and
 * document, `createdBy` = caller. `now` is the backend's clock (the rules' `request.time`; write-validators.ts
 * passes it).
 */
export function validateAbsenceRequest(
  before: Data | null,
  after: Data,
  callerUid: string,
  now?: Date,
): Verdict {
  if (before !== null) return deny('an employee never changes a stored absence');
  return firstDenial([
    onlyKeys(after, REQUEST_KEYS),
    allowIf(
      after.userId === callerUid && after.createdBy === callerUid,
      'userId and createdBy must be the caller',
    ),
    requestKindVerdict(after, now),
    allowIf(after.status === 'pendiente', "a request is created 'pendiente'"),
    absenceDatesVerdict(after),
    absenceTextsVerdict(after),
    allowIf(isServerTime(after.createdAt), 'createdAt must be the server time'),
  ]);
}

/** The values every manager write of an absence leaves (the type is judged by the caller of this). */
function absenceValuesVerdict(after: Data): Verdict {
  const status = after.status;
  return firstDenial([
    allowIf(oneOf(ABSENCE_STATUSES, status), 'status must be pendiente, aprobada, rechazada or anulada'),
    absenceDatesVerdict(after),
    absenceTextsVerdict(after),
    oneOf(ABSENCE_STATUSES_WITH_REASON, status)
      ? requiredText(after, 'decisionNote', PLANNING_TEXT_LIMITS.decisionNote)
      : optionalText(after, 'decisionNote', PLANNING_TEXT_LIMITS.decisionNote),
  ]);
}

/** What every stored absence holds, whoever wrote it (a seed's check): only Absence fields and a manager write's values. */
export function validateStoredAbsence(doc: Data): Verdict {
  return firstDenial([
    onlyKeys(doc, ABSENCE_KEYS),
    allowIf(oneOf(STORED_ABSENCE_TYPES, doc.type), 'type must be one of the absence types'),
    absenceValuesVerdict(doc),
  ]);
}

/** The decision is the caller's, now. */
const decidedVerdict = (after: Data, callerUid: string) =>
  allowIf(
    after.decidedBy === callerUid && isServerTime(after.decidedAt),
    'a decision sets decidedBy = caller and decidedAt = server time',
  );

/** absences, managers: record (created `aprobada`), decide a request, or void one (`anulada`, with a reason; final). */
export function validateAbsenceManagerWrite(before: Data | null, after: Data, callerUid: string): Verdict {
  if (before === null) {
    return firstDenial([
      onlyKeys(after, ABSENCE_KEYS),
      requiredText(after, 'userId', PLANNING_LIMITS.userIdMax),
      allowIf(oneOf(ABSENCE_TYPES, after.type), 'type must be one of the absence types'),
      absenceValuesVerdict(after),
      allowIf(after.status !== 'anulada', 'an absence is voided after it is recorded, never created voided'),
      allowIf(isServerTime(after.createdAt), 'createdAt must be the server time'),
      allowIf(after.createdBy === callerUid, 'createdBy must be the caller'),
      after.status === 'pendiente'
        ? allowIf(isEmpty(after.decidedBy) && isEmpty(after.decidedAt), 'a pending absence has no decision')
        : decidedVerdict(after, callerUid),
    ]);
  }
  if (before.status === 'anulada') return deny('a voided absence is never changed');
  const changed = changedKeys(before, after);
  const other = changed.filter((key) => !(ABSENCE_EDITABLE_FIELDS as readonly string[]).includes(key));
  if (other.length > 0) return deny(`fields cannot change: ${other.join(', ')}`);
  // A stored legacy `permiso` may stay as it is; a changed type is one of the four.
  const types: readonly string[] = changed.includes('type') ? ABSENCE_TYPES : STORED_ABSENCE_TYPES;
  // Every change is a decision, signed: the server logs it from that stamp (audit-absence-acts.ts, M6).
  return firstDenial([
    allowIf(oneOf(types, after.type), 'type must be one of the absence types'),
    absenceValuesVerdict(after),
    allowIf(changed.includes('status'), 'a manager changes an absence by deciding it: the status changes'),
    decidedVerdict(after, callerUid),
  ]);
}

// ---- Storage: a person's absence documents (storage.rules' `absences` match, generated from these). ----

/** The signed-in caller (a PolicyCaller), or null. */
type StorageCaller = { uid: string; claims: { role: string; tenantId: string } } | null;

export interface AttachmentUploadRequest {
  caller: StorageCaller;
  target: AttachmentTarget;
  size: number;
  contentType: string;
}

const MEMBER_ROLES: ReadonlySet<string> = new Set(ROLES);
/** Who reads anyone's absence documents of their tenant (the people who decide absences). */
export const ATTACHMENT_READER_ROLES = ['admin', 'superuser'] as const;

const memberOf = (caller: StorageCaller, tenantId: string) =>
  caller !== null && MEMBER_ROLES.has(caller.claims.role) && caller.claims.tenantId === tenantId;

/**
 * storage.rules for a new object at `tenants/{tenantId}/users/{uid}/absences/{fileId}`, as the demo enforces
 * them: its owner only, a PDF or an image, at most LICENCIA_LIMITS.attachmentMaxBytes. Never replaced nor
 * deleted (a decided licencia keeps its document).
 */
export function checkAbsenceAttachmentWrite({
  caller,
  target,
  size,
  contentType,
}: AttachmentUploadRequest): Verdict {
  return firstDenial([
    allowIf(memberOf(caller, target.tenantId), 'only a member of the tenant'),
    allowIf(caller?.uid === target.uid, 'only the owner uploads their documents'),
    allowIf(new RegExp(`^(?:${ATTACHMENT_FILE_ID_PATTERN})$`).test(target.fileId), 'file id'),
    allowIf(
      size <= LICENCIA_LIMITS.attachmentMaxBytes,
      `larger than ${LICENCIA_LIMITS.attachmentMaxBytes} bytes`,
    ),
    allowIf(isAttachmentContentType(contentType), `content type ${contentType}`),
  ]);
}

/** storage.rules for reading one: its owner, or an admin of the tenant. */
export function checkAbsenceAttachmentRead({
  caller,
  target,
}: Pick<AttachmentUploadRequest, 'caller' | 'target'>): Verdict {
  const reader =
    caller !== null && (ATTACHMENT_READER_ROLES as readonly string[]).includes(caller.claims.role);
  return allowIf(
    memberOf(caller, target.tenantId) && (caller?.uid === target.uid || reader),
    'only the owner or an admin of the tenant',
  );
}
