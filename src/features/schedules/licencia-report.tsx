/**
 * `Informar licencia médica` of /mi-agenda, in a chunk of its own (MUI, the form, the upload): the dialog, the
 * send through the backend's attachments and the failure in words. A closed period names its month (the employee
 * cannot reopen it: an administrator can).
 */
import { actionErrorMessage, closedPeriodRefusal } from '../../components/action-error';
import type { Person } from '../../data/queries/person-days';
import { useStore } from '../../data/queries/use-store';
import { useTenant } from '../../data/queries/tenant';
import { useBackend } from '../../lib/backend-context';
import { AttachmentUploadError, reportLicencia } from './licencia-repository';
import type { LicenciaOutput } from './licencia-schema';
import { ReportLicenciaDialog } from './report-licencia-dialog';

export const UPLOAD_FAILED =
  'No se pudo subir el documento de la licencia. Revisa tu conexión e inténtalo de nuevo.';

export interface LicenciaReportProps {
  open: boolean;
  onClose: () => void;
  owner: Person;
  today: string;
  timeZone: string;
  onSent: () => void;
}

export function LicenciaReport({ open, onClose, owner, today, timeZone, onSent }: LicenciaReportProps) {
  const store = useStore();
  const backend = useBackend();
  const tenant = useTenant();
  const closedThrough = tenant.tenant?.closedThrough ?? null;

  const send = async (values: LicenciaOutput) => {
    await reportLicencia(store, backend.attachments, owner, values, { timeZone, closedThrough });
    onSent();
  };

  const message = (error: unknown, { from }: { from: string }) => {
    if (error instanceof AttachmentUploadError) return UPLOAD_FAILED;
    const closed = closedPeriodRefusal(error, { days: [from], closedThrough });
    return closed ? `${closed} Un administrador puede reabrirlo.` : actionErrorMessage(error);
  };

  return (
    <ReportLicenciaDialog
      open={open}
      onClose={onClose}
      today={today}
      onSubmit={send}
      saveErrorMessage={message}
    />
  );
}
