import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';

import type { InspectionGrant, StartInspectionResult } from '../../data/ports/admin-port';
import { formatInZone } from '../../domain/calendar/time-zone';
import { adminErrorMessage } from '../../lib/admin-errors';
import { useBackend } from '../../lib/backend-context';

export const COMPANY_LABEL = 'Empresa fiscalizada';

export interface InspectionCompanyPickerProps {
  /** The companies whose grant holds (StartInspectionResult.grants), more than one. */
  grants: readonly InspectionGrant[];
  /** The company inspected now. */
  current: string;
  /** The zone the ends are shown in (the inspected company's). */
  timeZone: string;
  /** The new session, once the server opened it and the session's token carries the new company. */
  onSwitched: (session: StartInspectionResult) => void;
}

/**
 * Security review M4: an inspector given access by several companies picks the one to inspect. Each choice opens
 * a new audited session of that company on the server (`startInspection({ tenantId })`), which switches the
 * account's claims; the rules then let it read that company alone.
 */
export function InspectionCompanyPicker({
  grants,
  current,
  timeZone,
  onSwitched,
}: InspectionCompanyPickerProps) {
  const { admin } = useBackend();
  const switching = useMutation({
    mutationFn: (tenantId: string): Promise<StartInspectionResult> => {
      if (admin === undefined) throw new Error('No AdminPort in this build');
      return admin.startInspection({ tenantId });
    },
    onSuccess: onSwitched,
  });
  const asked = switching.isPending ? switching.variables : null;
  const askedName = grants.find((grant) => grant.tenantId === asked)?.name;
  const failedName = grants.find((grant) => grant.tenantId === switching.variables)?.name;

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={COMPANY_LABEL}
          value={asked ?? current}
          disabled={switching.isPending}
          onChange={(event) => {
            if (event.target.value !== current) switching.mutate(event.target.value);
          }}
          helperText={`Tienes acceso de fiscalización vigente en ${grants.length} empresas.`}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 280 }}
        >
          {grants.map((grant) => (
            <MenuItem key={grant.tenantId} value={grant.tenantId}>
              {`${grant.name} · hasta el ${formatInZone(new Date(grant.accessUntil), timeZone, 'dd-MM-yyyy HH:mm')}`}
            </MenuItem>
          ))}
        </TextField>
        <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {switching.isPending && (
            <>
              <CircularProgress size={20} aria-hidden />
              <Typography variant="body2">{`Abriendo la fiscalización de ${askedName ?? 'la empresa'}…`}</Typography>
            </>
          )}
        </Box>
      </Box>
      {switching.isError && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                if (switching.variables !== undefined) switching.mutate(switching.variables);
              }}
            >
              Reintentar
            </Button>
          }
        >
          {`No se pudo abrir la fiscalización de ${failedName ?? 'esa empresa'}. ${adminErrorMessage(switching.error)}`}
        </Alert>
      )}
    </Box>
  );
}
