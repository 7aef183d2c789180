import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The result of a form's last submit. */
export interface FormOutcome {
  ok: boolean;
  message: string;
}

interface FormFooterProps {
  outcome: FormOutcome | null;
  /** The submit button's text. */
  label: string;
  disabled: boolean;
}

/**
 * The end of an inline form (profile, settings): the outcome of the last submit (a status for success, an alert for an error,
 * so screen readers announce both) and the submit button.
 */
export function FormFooter({ outcome, label, disabled }: FormFooterProps) {
  return (
    <>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={disabled}
        sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 48 }}
      >
        {label}
      </Button>
    </>
  );
}
