import { useCallback, useState } from 'react';

import { useTenant } from '../../data/queries/tenant';
import { downloadBlob } from '../../lib/download';
import type { AbsenceRow } from './absence-rows';
import type { useAbsencesData } from './absences-repository';
import {
  buildVacationCertificatePdf,
  certificateInputOf,
  vacationCertificateFileName,
} from './vacation-certificate';

type AbsencesData = ReturnType<typeof useAbsencesData>;

/**
 * /ausencias' `Certificado de feriado`: makes the row's PDF (jsPDF loaded then) and hands it to the browser.
 * `busyId` is the row whose certificate is being made; `failure` says, in Spanish, that one could not be.
 */
export function useVacationCertificate(
  data: Pick<AbsencesData, 'people' | 'vacations' | 'holidays'>,
  today: string | null,
  timeZone: string | null,
) {
  const { tenant } = useTenant();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { people, vacations, holidays } = data;

  const download = useCallback(
    async (row: AbsenceRow) => {
      setFailure(null);
      if (!people || !vacations || !holidays || !today || !timeZone) {
        setFailure('Aún se están cargando los datos. Inténtalo en un momento.');
        return;
      }
      setBusyId(row.id);
      try {
        const input = certificateInputOf(row, { tenant, people, vacations, holidays, today, timeZone });
        downloadBlob(vacationCertificateFileName(input), await buildVacationCertificatePdf(input));
      } catch (error) {
        console.error('Certificado de feriado', error);
        setFailure('No se pudo generar el certificado de feriado. Inténtalo de nuevo.');
      } finally {
        setBusyId(null);
      }
    },
    [tenant, people, vacations, holidays, today, timeZone],
  );

  return { busyId, failure, clearFailure: () => setFailure(null), download };
}
