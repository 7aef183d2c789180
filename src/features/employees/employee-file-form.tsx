/**
 * A person's file in their dialog: the name and the file fields, saved as one users-doc update with its audit
 * entry. A failed save keeps what was typed and says why; a saved file shows the stored values again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { actionErrorMessage } from '../../components/action-error';
import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { FormTextField } from '../../components/form/form-text-field';
import { EMPLOYEE_FILE_REGISTRY } from '../../data/ports/employee-file-registry';
import { dayKey } from '../../domain/calendar/time-zone';
import { ContractFields, IdentityFields, PayrollFields, sectionFields } from './employee-file-fields';
import type { FileControl } from './employee-file-inputs';
import { fileFormValues } from './employee-file-values';
import {
  employeeFileSchema,
  toEmployeeFile,
  type EmployeeFileInput,
  type EmployeeFileValues,
  type Existing,
  type FileInput,
} from './employee-schema';
import type { FileChange, Person } from './employees-repository';

export function fileDefaults(person: Person, timeZone: string): EmployeeFileInput {
  return {
    displayName: person.displayName ?? '',
    ...(fileFormValues(person, timeZone, EMPLOYEE_FILE_REGISTRY) as FileInput),
  };
}

/** Whether the person has payroll data of some kind: then its section opens unfolded. */
const hasPayroll = (person: Person) =>
  sectionFields(EMPLOYEE_FILE_REGISTRY, 'payroll', true).some((field) => Boolean(Reflect.get(person, field)));

export interface EmployeeFileFormProps {
  person: Person;
  existing: Existing;
  timeZone: string;
  /** Resolves to false when nothing changed. */
  onSave: (change: FileChange) => Promise<boolean>;
}

export function EmployeeFileForm({ person, existing, timeZone, onSave }: EmployeeFileFormProps) {
  const schema = useMemo(
    () => employeeFileSchema(existing, person.id, dayKey(new Date(), timeZone)),
    [existing, person.id, timeZone],
  );
  const form = useForm<EmployeeFileInput, unknown, EmployeeFileValues>({
    resolver: zodResolver(schema),
    defaultValues: fileDefaults(person, timeZone),
    mode: 'onTouched',
  });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ displayName, ...file }) => {
    setOutcome(null);
    try {
      const saved = await onSave({ displayName, ...toEmployeeFile(file, timeZone) });
      setOutcome({ ok: true, message: saved ? 'Ficha guardada.' : 'No había cambios que guardar.' });
      form.reset(form.getValues());
    } catch (error) {
      console.error('No se pudo guardar la ficha', error);
      setOutcome({ ok: false, message: `${actionErrorMessage(error)} Tus cambios siguen aquí.` });
    }
  });
  const fileControl = form.control as unknown as FileControl;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-label="Ficha"
    >
      <FormTextField control={form.control} name="displayName" label="Nombre completo" required />
      <IdentityFields control={fileControl} />
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Contrato
      </Typography>
      <ContractFields control={fileControl} inFile />
      <PayrollFields control={fileControl} defaultExpanded={hasPayroll(person)} />
      <FormFooter
        outcome={outcome}
        label={isSubmitting ? 'Guardando…' : 'Guardar ficha'}
        disabled={isSubmitting}
      />
    </Stack>
  );
}
