/**
 * `Mis liquidaciones` (/mi-historial): the worker's own closed payslips, newest month first, each with its net pay
 * and its PDF (lib/export/payslip-pdf.ts, loaded when asked for). Only closed payslips exist to be read: a draft
 * run is the managers'.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import type { PayslipDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { listMyPayslips } from '../../data/queries/payroll';
import { personName, useOwnUser } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { formatCLP } from '../../domain/format/numbers';
import { downloadBlob } from '../../lib/download';
import { buildPayslipPdf, periodLabel } from '../../lib/export/payslip-pdf';

export interface MyPayslipsProps {
  userId: string;
  tenantId: string;
}

export function MyPayslips({ userId, tenantId }: MyPayslipsProps) {
  const store = useStore();
  const tenant = useTenant().tenant;
  const own = useOwnUser();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const payslips = useQuery({
    queryKey: queryKeys.list('payslips', { tenantId, userId }),
    queryFn: () => listMyPayslips(store, tenantId, userId),
  });

  const download = async (payslip: WithId<PayslipDoc>) => {
    setFailure(null);
    if (!tenant) return;
    try {
      const person = own.data ?? null;
      const blob = await buildPayslipPdf({
        tenant,
        person: {
          name: personName(person ?? undefined, userId),
          rut: person?.rut ?? null,
          position: person?.position ?? null,
        },
        doc: payslip,
      });
      downloadBlob(`liquidacion-${payslip.period}.pdf`, blob);
    } catch (error) {
      console.error('Liquidación PDF', error);
      setFailure('No se pudo generar el PDF. Inténtalo de nuevo.');
    }
  };

  if (payslips.isPending) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        Mis liquidaciones
      </Typography>
      {payslips.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void payslips.refetch()}>
              Reintentar
            </Button>
          }
        >
          No se pudieron cargar tus liquidaciones.
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {payslips.data?.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          Aún no tienes liquidaciones cerradas. Aparecen aquí cuando tu empresa cierra las remuneraciones del
          mes.
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(payslips.data ?? []).map((payslip) => {
          const period = periodLabel(payslip.period);
          return (
            <Box
              component="li"
              key={payslip.id}
              aria-label={`Liquidación de ${period}`}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Typography sx={{ fontWeight: 600 }}>{period}</Typography>
              <Typography variant="body2">Líquido a pagar: {formatCLP(payslip.payslip.netPay)}</Typography>
              <Box sx={{ flexGrow: 1 }} />
              <Button
                size="small"
                variant="outlined"
                onClick={() => void download(payslip)}
                disabled={!tenant}
                aria-label={`Descargar PDF de la liquidación de ${period}`}
                sx={{ minHeight: 40 }}
              >
                Descargar PDF
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
