import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';

import { actionErrorMessage } from './action-error';

export interface FormDialogProps<Values extends FieldValues, Output = Values> {
  open: boolean;
  title: string;
  /** Checks what is typed (`Values`) and gives what is saved (`Output`, the same unless the schema transforms). */
  schema: ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  onSubmit: (values: Output) => Promise<void>;
  onClose: () => void;
  submitLabel?: string;
  children: (form: UseFormReturn<Values, unknown, Output>) => ReactNode;
  /** The message when onSubmit rejects; default by the port's error code (action-error.ts). */
  saveErrorMessage?: (error: unknown) => string;
}

/**
 * A form in a dialog. Saving shows 'Guardando…' and locks the dialog; success closes it; a failure keeps it
 * open with everything typed and says why. Every opening starts again from `defaultValues`.
 */
export function FormDialog<Values extends FieldValues, Output = Values>(
  props: FormDialogProps<Values, Output>,
) {
  const { open, onClose } = props;
  const titleId = useId();
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  const [busy, setBusy] = useState(false);
  // Each opening mounts a fresh form (new key), even when it reopens before the closing animation ends.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <FormDialogBody key={opening} {...props} titleId={titleId} onBusy={setBusy} />
    </Dialog>
  );
}

interface BodyProps<Values extends FieldValues, Output> extends FormDialogProps<Values, Output> {
  titleId: string;
  onBusy: (busy: boolean) => void;
}

function FormDialogBody<Values extends FieldValues, Output>({
  title,
  schema,
  defaultValues,
  onSubmit,
  onClose,
  submitLabel = 'Guardar',
  children,
  saveErrorMessage,
  titleId,
  onBusy,
}: BodyProps<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    onBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      console.error(`${title}: no se pudo guardar`, error);
      setFailure(saveErrorMessage?.(error) ?? actionErrorMessage(error));
      return;
    } finally {
      onBusy(false);
    }
    onClose();
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children(form)}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting} sx={{ minHeight: 48 }}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ minHeight: 48 }}>
          {isSubmitting ? 'Guardando…' : submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
