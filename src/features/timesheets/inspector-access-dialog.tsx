/**
 * `Acceso de fiscalización`: an admin gives a labour inspector read-only access to the company for a
 * number of days (5 by default) through AdminPort.createInspectorAccess. The sign-in link goes only by e-mail to
 * the inspector (security review M5: whoever holds it is the inspector); the admin is told where it went. A refusal is shown in the dialog with what was typed kept; retrying the same values sends the same
 * request id.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';

import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form/form-text-field';
import {
  INSPECTOR_ACCESS_DAYS,
  MAX_INSPECTOR_ACCESS_DAYS,
  type AdminPort,
} from '../../data/ports/admin-port';
import { formatInZone } from '../../domain/calendar/time-zone';
import { adminErrorMessage } from '../../lib/admin-errors';
import { RequestIds } from '../../lib/request-id';
import { email, integer } from '../../lib/validation/fields';

export const inspectorAccessSchema = z.object({
  email: email(),
  days: integer({ min: 1, max: MAX_INSPECTOR_ACCESS_DAYS }),
});
type Values = z.input<typeof inspectorAccessSchema>;
type Output = z.output<typeof inspectorAccessSchema>;

export interface InspectorAccessDialogProps {
  open: boolean;
  onClose: () => void;
  admin: AdminPort;
  timeZone: string;
}

export function InspectorAccessDialog({ open, onClose, admin, timeZone }: InspectorAccessDialogProps) {
  const requestIds = useRef(new RequestIds());
  const [created, setCreated] = useState<{ email: string; until: string } | null>(null);
  const sentTitleId = useId();
  const submit = async (values: Output) => {
    const input = { email: values.email, days: values.days };
    const result = await admin.createInspectorAccess({
      ...input,
      requestId: requestIds.current.idFor(input),
    });
    requestIds.current.reset();
    setCreated({
      email: result.sentTo,
      until: formatInZone(new Date(result.accessUntil), timeZone, 'dd-MM-yyyy HH:mm'),
    });
    onClose();
  };
  return (
    <>
      <FormDialog<Values, Output>
        open={open}
        title="Acceso de fiscalización"
        schema={inspectorAccessSchema}
        defaultValues={{ email: '', days: String(INSPECTOR_ACCESS_DAYS) }}
        onSubmit={submit}
        onClose={onClose}
        submitLabel="Crear acceso"
        saveErrorMessage={adminErrorMessage}
      >
        {({ control }) => (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Un fiscalizador de la Dirección del Trabajo podrá consultar, sin modificar nada, las personas,
              las marcas con sus códigos, las correcciones, las firmas semanales y los reportes DT de los
              últimos cinco años. Cada sesión suya queda en el registro de auditoría.
            </DialogContentText>
            <FormTextField
              control={control}
              name="email"
              label="Correo del fiscalizador"
              type="email"
              required
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="days"
              label="Días de acceso"
              required
              inputProps={{ inputMode: 'numeric' }}
              helperText={`Entre 1 y ${MAX_INSPECTOR_ACCESS_DAYS} días. Si el correo ya tenía acceso, se renueva.`}
            />
          </>
        )}
      </FormDialog>
      <Dialog open={created !== null} onClose={() => setCreated(null)} aria-labelledby={sentTitleId}>
        <DialogTitle id={sentTitleId}>Acceso enviado</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Enviamos el enlace de acceso por correo a {created?.email}. Con él, el fiscalizador entrará sin
            contraseña y solo para leer, hasta el {created?.until}.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setCreated(null)} variant="contained" sx={{ minHeight: 48 }}>
            Cerrar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
