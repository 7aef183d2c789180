/**
 * The server side of Asiste as Cloud Functions (v2, default region us-central1), each running one service of
 * src/data/ (the same checks as the demo). Built by esbuild into lib/index.js with the shared code and zod
 * inlined (`npm run build --workspace functions`).
 *
 * - AdminPort: one callable per call of ADMIN_CALLS, named after it; `signUp` (/crear), `sendLead` (the
 *   landing page's contact form) and `requestInspectorKey` (/fiscalizacion's key) are the public ones.
 * - Receipts: `signPunches` signs each punch of an attendance record as it lands (a Firestore trigger: the punch
 *   stays an offline-capable Firestore write, nobody waits for a function to punch); `verifyReceipt` is the
 *   public, rate-limited check of a code behind /verificar. These two, `signWeek`, `mailCorrection` and the
 *   objection link's two callables are the only ones that mount the signing key.
 * - Corrections: `mailCorrection` queues the worker's e-mail of each proposed correction and its audit entry (a
 *   Firestore trigger on `corrections/{correctionId}`), with a signed, single-use link to object in one step;
 *   `correctionByLink` and `objectCorrectionByLink` (public, /objetar) read and use that link (art. 40.2).
 * - Weekly sign-off: `signWeek` stores the server's code on each weekly signature (a Firestore trigger on
 *   `weekSignatures/{signatureId}`), with the receipts' key.
 * - Planning: `mailPlanPublish` queues the e-mails of each publish of /agenda (a Firestore trigger on the
 *   `planPublishes` doc, once it is `publicada`: created so, or finished by the publish's last batch).
 * - Month reports: `syncScheduleMonth`, `syncAttendanceMonth` and `syncCorrectionMonth` copy each schedule,
 *   attendance record and correction into its person's month (`attendanceMonths`).
 * - Payroll: `issuePayslips` writes the payslips of each run written closed (no client writes one).
 * - Art. 45 alerts: `art45Alerts` (scheduled, every 5 minutes) e-mails each missing marca and each jornada over the
 *   legal limits to the worker, the admins in copy.
 * - Daily report: `dailyReport` (scheduled, every hour) e-mails each company's `Reporte diario` to its admins when
 *   its day ends in its zone (Res. Ex. N° 38 art. 27 e); a failed one opens a technical incident (art. 27 f).
 * - Audit: one trigger per collection of SERVER_AUDITED (`auditWeekSignature`, `auditCorrection`, `auditAbsence`,
 *   `auditPeriod` (closes, reopenings and saves of /configuracion), `auditOvertimeAgreement`,
 *   `auditOvertimeDecision`, `auditPlanPublish`, `auditSchedule`, `auditHoliday`, `auditShift`,
 *   `auditShiftPattern`, `auditPayroll`) logs the act of each write from the author and time the rules bound to the
 *   document, or a published schedule deleted outside a publish (security review M6): no client writes or skips
 *   those entries.
 */
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onCall, type CallableFunction } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { runAdminCall } from '../../src/server/admin/admin-service';
import type { AdminCallName, PublicAdminCall } from '../../src/data/ports/admin-port';
import { handleAdminCall } from './admin-callable';
import { appCheckEnforced, RECEIPT_SIGNING_KEY } from './config';
import { callerAddress, handleVerifyReceipt } from './receipt-callable';
import { correctionMailDeps, monthDeps, publishDeps, receiptDeps, serviceDeps } from './service-deps';
import type { MonthSource } from '../../src/domain/attendance/attendance-months';
import type { ServerAudited } from '../../src/server/audit/audit-server';

const enforceAppCheck = appCheckEnforced();

// Every call knows the caller's IP: the public ones limit by it, the inspector's log it (Res. Ex. N° 38 art. 22.5).
// `secrets`: the ones the call reads (only the objection link's calls mount the receipts' key).
function adminCallable(
  name: AdminCallName,
  secrets: (typeof RECEIPT_SIGNING_KEY)[] = [],
): CallableFunction<unknown, Promise<unknown>> {
  return onCall({ enforceAppCheck, consumeAppCheckToken: enforceAppCheck, secrets }, (request) =>
    handleAdminCall(
      name,
      request,
      async () => ({ ...(await serviceDeps()), clientAddress: callerAddress(request.rawRequest) }),
      runAdminCall,
    ),
  );
}

export const createTenant = adminCallable('createTenant');
export const createUser = adminCallable('createUser');
export const setUserRole = adminCallable('setUserRole');
export const setUserDisabled = adminCallable('setUserDisabled');
export const setTenantDisabled = adminCallable('setTenantDisabled');
export const createInspectorAccess = adminCallable('createInspectorAccess');
export const startInspection = adminCallable('startInspection');
export const remindWeekSignatures = adminCallable('remindWeekSignatures');
export const setOwnPassword = adminCallable('setOwnPassword');
// The portal de fiscalización (Res. Ex. N° 38 arts. 22–24): a DT official's employer search and each download.
export const findEmployers = adminCallable('findEmployers');
export const recordInspectionDownload = adminCallable('recordInspectionDownload');
// Public: App Check as every callable, and the service's limit per caller address.
function publicCallable(
  name: PublicAdminCall,
  secrets: (typeof RECEIPT_SIGNING_KEY)[] = [],
): CallableFunction<unknown, Promise<unknown>> {
  return adminCallable(name, secrets);
}

// /crear: a new company and its first admin.
export const signUp = publicCallable('signUp');
// The landing page's `Contáctanos` (security review M11: no client writes a lead but a superuser).
export const sendLead = publicCallable('sendLead');
// /fiscalizacion's `Solicitar clave`: a key for an @dt.gob.cl address (art. 23).
export const requestInspectorKey = publicCallable('requestInspectorKey');
// /objetar (Res. Ex. N° 38 art. 40.2): the worker's one-step objection from the correction e-mail, by its signed,
// single-use link, whose key derives from the receipts' secret.
export const correctionByLink = publicCallable('correctionByLink', [RECEIPT_SIGNING_KEY]);
export const objectCorrectionByLink = publicCallable('objectCorrectionByLink', [RECEIPT_SIGNING_KEY]);
// Res. Ex. N° 38 art. 7 g: the own PIN de marcación (signed in), and sign-in with RUT and PIN (public).
export const setOwnPin = adminCallable('setOwnPin');
export const signInWithPin = publicCallable('signInWithPin');

// The name is VERIFY_RECEIPT_CALL (src/data/ports/receipt-wire.ts), which the browser calls.
export const verifyReceipt = onCall(
  { enforceAppCheck, consumeAppCheckToken: enforceAppCheck, secrets: [RECEIPT_SIGNING_KEY] },
  (request) => handleVerifyReceipt(request, receiptDeps),
);

// Retried on failure: signing is idempotent (a retry signs nothing twice). The handler and its Firestore
// conversions load on the first event, so the callables never load them.
export const signPunches = onDocumentWritten(
  { document: 'attendance/{recordId}', secrets: [RECEIPT_SIGNING_KEY], retry: true },
  (event) =>
    import('./receipt-trigger').then(({ handleSignPunches }) =>
      handleSignPunches(event.params.recordId, event.data?.after.data(), receiptDeps),
    ),
);

// On every write of a publish: the service mails only a `publicada` one (its create, or the last batch's update of
// a publish in progress). Retried on failure: queuing is idempotent (a mail already queued is skipped). The service
// loads on the first event, so the callables never load it.
export const mailPlanPublish = onDocumentWritten(
  { document: 'planPublishes/{publishId}', retry: true },
  (event) =>
    import('./publish-trigger').then(({ handlePlanPublished }) =>
      handlePlanPublished(event.params.publishId, event.data?.after.exists === true, publishDeps),
    ),
);

// Res. Ex. N° 38 art. 40: the worker is told of each proposed correction by e-mail, with the signed link to object
// in one step (art. 40.2), whose key derives from the receipts' secret. Retried on failure: queuing is idempotent.
export const mailCorrection = onDocumentCreated(
  { document: 'corrections/{correctionId}', secrets: [RECEIPT_SIGNING_KEY], retry: true },
  (event) =>
    import('./correction-trigger').then(({ handleCorrectionCreated }) =>
      handleCorrectionCreated(event.params.correctionId, event.data?.exists === true, correctionMailDeps),
    ),
);

// Reglamento N° 969: the worker's weekly signature gets the server's code over what was signed. Retried on
// failure: signing is idempotent. The receipts' key signs it.
export const signWeek = onDocumentCreated(
  { document: 'weekSignatures/{signatureId}', secrets: [RECEIPT_SIGNING_KEY], retry: true },
  (event) =>
    import('./week-trigger').then(({ handleWeekSigned }) =>
      handleWeekSigned(event.params.signatureId, event.data?.exists === true, receiptDeps),
    ),
);

// Each schedule, punch and correction is copied into its person's month, which the month reports
// read instead of one document per person and day. Retried on failure: the copy is read fresh, so a retry or a
// late event never writes an older state. The service loads on the first event.
function monthSync(collection: MonthSource) {
  return onDocumentWritten({ document: `${collection}/{sourceId}`, retry: true }, (event) =>
    import('./month-trigger').then(({ handleMonthSourceWritten }) =>
      handleMonthSourceWritten(collection, event.params.sourceId, event.data?.before.data(), monthDeps),
    ),
  );
}

export const syncScheduleMonth = monthSync('schedulesConfig');
export const syncAttendanceMonth = monthSync('attendance');
export const syncCorrectionMonth = monthSync('corrections');

// Security review M2: the payslips of a closed run are the server's, from the run's own lines. Retried on
// failure: issuing is idempotent (a payslip already written is left alone). The service loads on the first event.
export const issuePayslips = onDocumentWritten({ document: 'payroll/{runId}', retry: true }, (event) =>
  import('./payslip-trigger').then(({ handlePayrollRunWritten }) =>
    handlePayrollRunWritten(event.params.runId, event.data?.after.data(), monthDeps),
  ),
);

// Issue #46 item 1: a superuser's save of the platform's payroll indicators, logged by the server with the old and
// new values. Retried on failure: one entry per save (its id carries the save's stamp).
export const auditIndicators = onDocumentWritten({ document: 'indicators/{month}', retry: true }, (event) =>
  import('./audit-trigger').then(({ handleIndicatorWrite }) =>
    handleIndicatorWrite(event.params.month, event.data?.after.data(), monthDeps, event.data?.before.data()),
  ),
);

// Security review M6 and H3: the acts on the legal record and the company's calendar are logged by the server, from
// the document before and after the write and the author the rules bound to it. Retried on failure: each act is
// logged once (one entry id per document and act).
function auditTrail(collection: ServerAudited) {
  return onDocumentWritten({ document: `${collection}/{docId}`, retry: true }, (event) =>
    import('./audit-trigger').then(({ handleAuditedWrite }) =>
      handleAuditedWrite(
        collection,
        event.params.docId,
        event.data?.after.data(),
        monthDeps,
        event.data?.before.data(),
      ),
    ),
  );
}

export const auditWeekSignature = auditTrail('weekSignatures');
export const auditCorrection = auditTrail('corrections');
export const auditAbsence = auditTrail('absences');
export const auditPeriod = auditTrail('tenants');
export const auditOvertimeAgreement = auditTrail('overtimeAgreements');
export const auditOvertimeDecision = auditTrail('overtimeDecisions');
export const auditPlanPublish = auditTrail('planPublishes');
export const auditSchedule = auditTrail('schedulesConfig');
export const auditHoliday = auditTrail('holidays');
export const auditShift = auditTrail('shifts');
export const auditShiftPattern = auditTrail('shiftPatterns');
export const auditWorkplace = auditTrail('workplaces');
export const auditIncident = auditTrail('incidents');
export const auditPayroll = auditTrail('payroll');

// Res. Ex. N° 38 art. 45: a marca missing 30 minutes after it was due, and a jornada over the legal limits, are
// e-mailed to the worker with the admins in copy. Every 5 minutes; each notice once (its mail id is fixed). The
// same deps as the publish e-mails (the store, the app's address, the clock). The service loads on the first run.
export const art45Alerts = onSchedule({ schedule: 'every 5 minutes', timeZone: 'America/Santiago' }, () =>
  import('./art45-trigger').then(async ({ handleArt45Alerts }) => {
    await handleArt45Alerts(publishDeps);
  }),
);

// Res. Ex. N° 38 art. 27 f: the system records the outages it can see in the technical-incident log. Every 10
// minutes: punches still without their receipt 15 minutes after they landed open a platform-wide incident, closed
// when none waits. Idempotent (an incident's id is its detector and start). The service loads on the first run.
export const signingBacklogWatch = onSchedule(
  { schedule: 'every 10 minutes', timeZone: 'America/Santiago' },
  () =>
    import('./incident-trigger').then(async ({ handleSigningBacklog }) => {
      await handleSigningBacklog(monthDeps);
    }),
);

// Res. Ex. N° 38 art. 27 e: the daily report, made by the system and e-mailed to each employer's admins when the
// company's day ends in its own zone. Every hour at minute 5 (the month copies of the day's last marcas have
// landed); each company and day once (its mail id is fixed); a report that fails opens a technical incident of the
// company (art. 27 f), closed when its reports go out. The same deps as the publish e-mails. The service loads on
// the first run.
export const dailyReport = onSchedule({ schedule: '5 * * * *', timeZone: 'America/Santiago' }, () =>
  import('./daily-report-trigger').then(async ({ handleDailyReports }) => {
    await handleDailyReports(publishDeps);
  }),
);
