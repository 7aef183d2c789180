import Typography from '@mui/material/Typography';
import { z } from 'zod';

import { FormTextField } from './form/form-text-field';
import { FormDialog } from './form-dialog';
import { requiredText } from '../lib/validation/fields';

type ReasonValues = { reason: string };

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the reason is about, in words ('Vacaciones de Camila Rojas: …'). */
  summary: string;
  /** The field's label ('Motivo del rechazo', 'Comentario'). */
  label: string;
  /** Who reads it, e.g. 'La persona verá este motivo junto a su solicitud.' */
  helperText?: string;
  submitLabel: string;
  maxLength: number;
  /** The fewest characters accepted (default 1). */
  minLength?: number;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * A decision that needs a reason in words (a rejection, a withdrawal, an objection): the reason is required,
 * trimmed, `minLength`–`maxLength` characters; a failed save keeps it typed (FormDialog).
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, summary, label, helperText, submitLabel, maxLength, onClose, onSubmit } = props;
  const schema = z.object({ reason: requiredText(maxLength, props.minLength) });
  return (
    <FormDialog<ReasonValues, z.output<typeof schema>>
      open={open}
      title={title}
      schema={schema}
      defaultValues={{ reason: '' }}
      onSubmit={({ reason }) => onSubmit(reason)}
      onClose={onClose}
      submitLabel={submitLabel}
    >
      {({ control }) => (
        <>
          <Typography>{summary}</Typography>
          <FormTextField
            control={control}
            name="reason"
            label={label}
            required
            multiline
            rows={3}
            helperText={helperText}
            inputProps={{ maxLength }}
          />
        </>
      )}
    </FormDialog>
  );
}
