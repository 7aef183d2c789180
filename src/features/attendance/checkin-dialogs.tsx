import { ConfirmDialog } from '../../components/confirm-dialog';
import { AppThemeProvider } from '../../lib/app-theme-provider';
import { ReceiptDialog, type ReceiptDialogProps } from './receipt-dialog';

export interface CheckinDialogsProps {
  /** The exit's confirmation: open while the person decides, with what it says (`exitMessage`). */
  exit: { open: boolean; message: string; onConfirm: () => void; onClose: () => void };
  /** The receipt on screen, or null: shown only while there is one, as before. */
  receipt: Omit<ReceiptDialogProps, 'open'> | null;
}

/**
 * `/checkin`'s two dialogs, the exit's confirmation and a punch's receipt: MUI, in a chunk of their own that the
 * screen, made without MUI, loads when the browser is idle once the day is on screen and mounts the first
 * time either is needed. They bring the app's MUI theme themselves, as the landing's contact form does: the phone's
 * chrome around the screen has none.
 */
export function CheckinDialogs({ exit, receipt }: CheckinDialogsProps) {
  return (
    <AppThemeProvider>
      <ConfirmDialog
        open={exit.open}
        title="¿Registrar tu salida?"
        message={exit.message}
        confirmLabel="Registrar salida"
        onConfirm={exit.onConfirm}
        onClose={exit.onClose}
      />
      {receipt && <ReceiptDialog open {...receipt} />}
    </AppThemeProvider>
  );
}
