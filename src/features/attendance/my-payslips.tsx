/**
 * `Mis liquidaciones` (/mi-historial): the worker's own closed payslips, newest month first, each with its net pay
 * and its PDF (lib/export/payslip-pdf.ts, loaded when asked for). Only closed payslips exist to be read: a draft
 * run is the managers'.
 */
import './history-screen.css';

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { Alert } from '../../components/alert';
import type { PayslipDoc } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { queryKeys } from '../../data/queries/keys';
import { listMyPayslips } from '../../data/queries/payroll';
import { personName, useOwnUser } from '../../data/queries/people';
import { useTenant } from '../../data/queries/tenant';
import { useStore } from '../../data/queries/use-store';
import { formatCLP } from '../../domain/format/numbers';
import { downloadBlob } from '../../lib/download';
import { periodLabel } from '../../data/texts/payroll-text';
import { buildPayslipPdf } from '../../lib/export/payslip-pdf';

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
    <section aria-labelledby={headingId} className="history-card history-card--padded">
      <h2 id={headingId} className="plain-h6">
        Mis liquidaciones
      </h2>
      {payslips.isError && (
        <Alert
          severity="error"
          action={
            <button
              type="button"
              className="plain-button plain-button--text plain-button--inherit plain-button--small"
              onClick={() => void payslips.refetch()}
            >
              Reintentar
            </button>
          }
        >
          No se pudieron cargar tus liquidaciones.
        </Alert>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} className="payslips-failure">
          {failure}
        </Alert>
      )}
      {payslips.data?.length === 0 && (
        <p className="plain-body2 plain-secondary">
          Aún no tienes liquidaciones cerradas. Aparecen aquí cuando tu empresa cierra las remuneraciones del
          mes.
        </p>
      )}
      <ul className="payslips-list">
        {(payslips.data ?? []).map((payslip) => {
          const period = periodLabel(payslip.period);
          return (
            <li key={payslip.id} aria-label={`Liquidación de ${period}`} className="payslip">
              <p className="plain-strong">{period}</p>
              <p className="plain-body2">Líquido a pagar: {formatCLP(payslip.payslip.netPay)}</p>
              <button
                type="button"
                className="plain-button plain-button--outlined plain-button--small"
                onClick={() => void download(payslip)}
                disabled={!tenant}
                aria-label={`Descargar PDF de la liquidación de ${period}`}
              >
                Descargar PDF
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
