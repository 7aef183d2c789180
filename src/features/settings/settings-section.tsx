/**
 * One section of /configuracion: its own form, validated in Spanish, saved on its own. What the manager typed
 * stays in the form when the save fails; after a save (or when the tenant changes elsewhere and nothing was
 * typed) the form shows the stored values.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { isDataError } from '../../data/ports/document-store';

export interface SettingsSectionProps<Input extends FieldValues, Output> {
  title: string;
  description?: ReactNode;
  schema: z.ZodType<Output, Input>;
  /** The stored values, as the form shows them. */
  defaults: Input;
  /** Saves; resolves to false when there was nothing to save. */
  onSave: (values: Output) => Promise<boolean>;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}

function saveErrorMessage(error: unknown): string {
  if (isDataError(error) && error.code === 'permission-denied')
    return 'No tienes permiso para cambiar la configuración de esta empresa, o un valor no es aceptado.';
  if (isDataError(error) && error.code === 'unavailable')
    return 'Sin conexión con el servidor: no se guardó. Tus cambios siguen aquí; inténtalo de nuevo.';
  return 'No se pudo guardar. Tus cambios siguen aquí; inténtalo de nuevo.';
}

export function SettingsSection<Input extends FieldValues, Output>({
  title,
  description,
  schema,
  defaults,
  onSave,
  children,
}: SettingsSectionProps<Input, Output>) {
  const headingId = useId();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaults as DefaultValues<Input>,
    mode: 'onTouched',
  });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  const stored = JSON.stringify(defaults);

  // The tenant changed elsewhere (another tab, another manager): show it, unless the manager is typing.
  useEffect(() => {
    if (!isDirty) form.reset(JSON.parse(stored) as Input);
    // `stored` stands for `defaults`; `isDirty` is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await onSave(values);
      setOutcome({ ok: true, message: saved ? 'Cambios guardados.' : 'No había cambios que guardar.' });
      form.reset(form.getValues());
    } catch (error) {
      console.error(`Configuración: no se pudo guardar «${title}»`, error);
      setOutcome({ ok: false, message: saveErrorMessage(error) });
    }
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={headingId}
        spacing={2}
      >
        {children(form)}
        <FormFooter
          outcome={outcome}
          label={isSubmitting ? 'Guardando…' : 'Guardar cambios'}
          disabled={isSubmitting}
        />
      </Stack>
    </Paper>
  );
}
