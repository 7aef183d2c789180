import Typography from '@mui/material/Typography';
import { z } from 'zod';

import { FormTextField } from '../../components/form/form-text-field';
import { FormDialog } from '../../components/form-dialog';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { requiredText } from '../../lib/validation/fields';

const rejectSchema = z.object({ reason: requiredText(PLANNING_TEXT_LIMITS.decisionNote) });
type RejectValues = { reason: string };

export interface RejectDialogProps {
  open: boolean;
  /** What is rejected, in words ('Vacaciones de Camila Rojas: …'). */
  summary: string;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}

/** `Rechazar`: the reason is required (the employee reads it next to the request). */
export function RejectDialog({ open, summary, onClose, onReject }: RejectDialogProps) {
  return (
    <FormDialog<RejectValues, z.output<typeof rejectSchema>>
      open={open}
      title="Rechazar solicitud"
      schema={rejectSchema}
      defaultValues={{ reason: '' }}
      onSubmit={({ reason }) => onReject(reason)}
      onClose={onClose}
      submitLabel="Rechazar"
    >
      {({ control }) => (
        <>
          <Typography>{summary}</Typography>
          <FormTextField
            control={control}
            name="reason"
            label="Motivo del rechazo"
            required
            multiline
            rows={3}
            helperText="La persona verá este motivo junto a su solicitud."
            inputProps={{ maxLength: PLANNING_TEXT_LIMITS.decisionNote }}
          />
        </>
      )}
    </FormDialog>
  );
}
