/** The audit trail (write-validators.ts validateLogCreate): what a manager's batch may append. */
import { CLIENT_AUDIT_ACTIONS } from '../../writes/audit';
import { LOG_FIELDS, LOG_LIMITS } from '../write-validators';
import { alignedList, rules } from './syntax';

export function logsBlock(): string {
  return rules`
// validateLogCreate: exactly these fields, stamped by the server clock, naming an action of the catalogue the
// server does not keep for itself (CLIENT_AUDIT_ACTIONS, security review M6), bounded texts.
function validLog(data) {
${alignedList('  return data.keys().hasOnly(', LOG_FIELDS, ')')}
${alignedList("    && data.get('action', null) in ", CLIENT_AUDIT_ACTIONS, '')}
    && optionalText(data, 'target', ${LOG_LIMITS.target})
    && optionalText(data, 'details', ${LOG_LIMITS.details})
    && data.get('createdAt', null) == request.time;
}`;
}
