import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

interface Notice {
  text: string;
  severity: 'success' | 'info' | 'error';
}

/** What the screen tells after a change; `tell` opens it, and it keeps its text while it closes. */
export function useHolidayNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const tell = useCallback((text: string, severity: Notice['severity'] = 'success') => {
    setNotice({ text, severity });
    setOpen(true);
  }, []);
  return { notice, open, tell, close: () => setOpen(false) };
}

export type HolidayTell = ReturnType<typeof useHolidayNotice>['tell'];

/** The notice at the bottom for 6 s: a failure as an alert, the rest as a status. */
export function HolidaysNotice({
  notice,
  open,
  onClose,
}: {
  notice: Notice | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={6000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert
        severity={notice?.severity ?? 'success'}
        role={notice?.severity === 'error' ? 'alert' : 'status'}
        variant="filled"
        onClose={onClose}
      >
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
