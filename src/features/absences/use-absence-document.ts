/**
 * `Ver documento`: opens a licencia's stored document in a new tab. The tab opens at the click (a tab opened
 * after an await is blocked as a pop-up) and goes to the document's URL once the backend gives it.
 */
import { useState } from 'react';

import { useBackend } from '../../lib/backend-context';
import type { AbsenceRow } from './absence-rows';

export const DOCUMENT_FAILED = 'No se pudo abrir el documento de la licencia. Inténtalo de nuevo.';

export function useAbsenceDocument() {
  const backend = useBackend();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async (row: AbsenceRow) => {
    if (!row.attachmentPath) {
      setFailure(DOCUMENT_FAILED);
      return;
    }
    setFailure(null);
    setBusyId(row.id);
    const tab = window.open('', '_blank');
    try {
      const url = await backend.attachments.absenceAttachmentUrl(row.attachmentPath);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      console.error('Ver documento: no se pudo abrir', error);
      tab?.close();
      setFailure(DOCUMENT_FAILED);
    } finally {
      setBusyId(null);
    }
  };

  return { open, busyId, failure, clearFailure: () => setFailure(null) };
}
