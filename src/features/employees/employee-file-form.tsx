/**
 * A person's file in their dialog: the name and the file fields, saved as one users-doc update with its audit
 * entry. A failed save keeps what was typed and says why; a saved file shows the stored values again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';

import { actionErrorMessage } from '../../components/action-error';
import { FormFooter, type FormOutcome } from '../../components/form/form-footer';
import { FormTextField } from '../../components/form/form-text-field';
import { dayKey } from '../../domain/calendar/time-zone';
import { ContractFields, PayrollFields } from './employee-file-fields';
import {
  employeeFileSchema,
  toEmployeeFile,
  type EmployeeFileInput,
  type EmployeeFileValues,
  type Existing,
  type FileInput,
} from './employee-schema';
import type { FileChange, Person } from './employees-repository';

const text = (value: string | null | undefined) => value ?? '';
/** A number as a person types it: '42,5'. */
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

export function fileDefaults(person: Person, timeZone: string): EmployeeFileInput {
  return {
    displayName: text(person.displayName),
    rut: text(person.rut),
    position: text(person.position),
    department: text(person.department),
    hireDate: person.hireDate ? dayKey(person.hireDate, timeZone) : '',
    contractWeeklyHours: numberText(person.contractWeeklyHours),
    contractType: text(person.contractType),
    payKind: person.payKind ?? 'monthly',
    payAmount: numberText(person.payAmount),
    afp: text(person.afp),
    healthSystem: text(person.healthSystem),
    healthPlanUF: numberText(person.healthPlanUF),
    mealAllowance: numberText(person.mealAllowance),
    transportAllowance: numberText(person.transportAllowance),
  };
}

export interface EmployeeFileFormProps {
  person: Person;
  existing: Existing;
  timeZone: string;
  /** Resolves to false when nothing changed. */
  onSave: (change: FileChange) => Promise<boolean>;
}

export function EmployeeFileForm({ person, existing, timeZone, onSave }: EmployeeFileFormProps) {
  const schema = useMemo(() => employeeFileSchema(existing, person.id), [existing, person.id]);
  const form = useForm<EmployeeFileInput, unknown, EmployeeFileValues>({
    resolver: zodResolver(schema),
    defaultValues: fileDefaults(person, timeZone),
    mode: 'onTouched',
  });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const { isSubmitting } = form.formState;
  const hasPayroll = Boolean(
    person.afp || person.healthSystem || person.mealAllowance || person.transportAllowance,
  );

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
  const fileControl = form.control as unknown as Control<FileInput, unknown, unknown>;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-label="Ficha"
    >
      <FormTextField control={form.control} name="displayName" label="Nombre completo" required />
      <FormTextField control={form.control} name="rut" label="RUT" helperText="Por ejemplo 12.345.678-5" />
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Contrato
      </Typography>
      <ContractFields control={fileControl} payKindChoice />
      <PayrollFields control={fileControl} defaultExpanded={hasPayroll} />
      <FormFooter
        outcome={outcome}
        label={isSubmitting ? 'Guardando…' : 'Guardar ficha'}
        disabled={isSubmitting}
      />
    </Stack>
  );
}
