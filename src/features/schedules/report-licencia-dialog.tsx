import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, useMemo, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';

import { FormDayField } from '../../components/form/form-day-field';
import { FormTextField } from '../../components/form/form-text-field';
import { FormDialog } from '../../components/form-dialog';
import { LICENCIA_LIMITS } from '../../domain/absences/licencia';
import { addDaysToKey } from '../../domain/calendar/day-keys';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { emptyLicencia, licenciaSchema, type LicenciaOutput, type LicenciaValues } from './licencia-schema';

const ACCEPT = LICENCIA_LIMITS.attachmentContentTypes.join(',');

export interface ReportLicenciaDialogProps {
  open: boolean;
  onClose: () => void;
  /** The tenant's day: the start is judged against it. */
  today: string;
  onSubmit: (values: LicenciaOutput) => Promise<void>;
  /** The message of a failed send (the screen knows the closed period). */
  saveErrorMessage: (error: unknown, values: { from: string }) => string;
}

/**
 * `Informar licencia médica`: the employee's own licencia, with its folio and the document (a PDF or a photo of
 * it), sent pending for an administrator to approve or reject in /ausencias. A failed send keeps what was typed
 * and the chosen file.
 */
export function ReportLicenciaDialog({
  open,
  onClose,
  today,
  onSubmit,
  saveErrorMessage,
}: ReportLicenciaDialogProps) {
  const schema = useMemo(() => licenciaSchema(today), [today]);
  // The first day of the last send: a closed period's refusal names its month.
  const lastFrom = useRef(today);
  return (
    <FormDialog<LicenciaValues, LicenciaOutput>
      open={open}
      title="Informar licencia médica"
      schema={schema}
      defaultValues={emptyLicencia(today)}
      onSubmit={(values) => {
        lastFrom.current = values.from;
        return onSubmit(values);
      }}
      onClose={onClose}
      submitLabel="Enviar licencia"
      saveErrorMessage={(error) => saveErrorMessage(error, { from: lastFrom.current })}
    >
      {({ control }) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField
                control={control}
                name="from"
                label="Desde"
                required
                min={addDaysToKey(today, -LICENCIA_LIMITS.pastDays)}
              />
            </Box>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField control={control} name="to" label="Hasta" required />
            </Box>
          </Box>
          <FormTextField
            control={control}
            name="folio"
            label="Folio de la licencia"
            required
            helperText="El número impreso en la licencia, solo dígitos."
            inputProps={{ maxLength: LICENCIA_LIMITS.folioMax, inputMode: 'numeric' }}
          />
          <AttachmentField control={control} />
          <FormTextField
            control={control}
            name="note"
            label="Comentario"
            multiline
            rows={2}
            inputProps={{ maxLength: PLANNING_TEXT_LIMITS.absenceNote }}
          />
        </>
      )}
    </FormDialog>
  );
}

/** The document: a native file input (keyboard and screen readers know it), its error in place of its help. */
function AttachmentField({ control }: { control: Control<LicenciaValues, unknown, LicenciaOutput> }) {
  const id = useId();
  const helpId = `${id}-help`;
  const {
    field: { ref, name, value: chosen, onBlur, onChange },
    fieldState,
  } = useController({ name: 'file', control });
  const message = fieldState.error?.message;
  return (
    <Box>
      <FormLabel htmlFor={id} required error={message !== undefined} sx={{ display: 'block', mb: 1 }}>
        Documento de la licencia
      </FormLabel>
      <input
        id={id}
        ref={ref}
        type="file"
        name={name}
        accept={ACCEPT}
        aria-invalid={message !== undefined}
        aria-describedby={helpId}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <FormHelperText id={helpId} error={message !== undefined}>
        {message ??
          (chosen ? `Elegido: ${chosen.name}` : 'Un PDF o una foto (JPG, PNG o WebP) de hasta 5 MB.')}
      </FormHelperText>
    </Box>
  );
}
