/**
 * The dialogs of `Lugares de trabajo`, loaded apart from /configuracion (workplaces-section.tsx): the form of
 * `Agregar lugar de trabajo` and `Editar`, and the confirmation of `Archivar` and `Restaurar`.
 */
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Workplace } from '../../data/ports/collections';
import type { WithId } from '../../data/ports/document-store';
import { WorkplaceDialog, type WorkplaceDialogProps } from './workplace-dialog';

/** The archive or restore being asked. */
export type Confirming = { kind: 'archive' | 'restore'; workplace: WithId<Workplace> };

export interface WorkplaceDialogsProps {
  editing: WorkplaceDialogProps;
  confirming: {
    open: boolean;
    confirming: Confirming | null;
    onConfirm: () => Promise<void>;
    onClose: () => void;
  };
}

export function WorkplaceDialogs({ editing, confirming }: WorkplaceDialogsProps) {
  const restore = confirming.confirming?.kind === 'restore';
  return (
    <>
      <WorkplaceDialog {...editing} />
      <ConfirmDialog
        open={confirming.open}
        title={restore ? 'Restaurar lugar de trabajo' : 'Archivar lugar de trabajo'}
        message={confirmText(confirming.confirming)}
        confirmLabel={restore ? 'Restaurar' : 'Archivar'}
        destructive={!restore}
        onConfirm={confirming.onConfirm}
        onClose={confirming.onClose}
      />
    </>
  );
}

function confirmText(confirming: Confirming | null): string {
  if (confirming === null) return '';
  const { name } = confirming.workplace;
  return confirming.kind === 'restore'
    ? `${name} volverá a ofrecerse al asignar el lugar de trabajo de una persona.`
    : `${name} dejará de ofrecerse al asignar el lugar de trabajo de una persona. Quienes ya trabajan allí lo ` +
        'conservan hasta que cambies su ficha, y los comprobantes y reportes lo siguen nombrando. Los lugares ' +
        'de trabajo no se eliminan: puedes restaurarlo.';
}
