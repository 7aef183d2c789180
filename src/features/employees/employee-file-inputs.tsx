/**
 * The employee file's inputs, one component per input kind of the registry (employee-file-registry.ts): RUT,
 * text, number (pesos or decimals), day, choice, workplace and switch (yes/no). `FileFieldInput` picks a field's component from its row, so
 * a new row of the table shows in the form with no new input.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';

import { FormDayField } from '../../components/form/form-day-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import type { FileFieldSpec } from '../../data/ports/employee-file-registry';
import { useWorkplaces } from '../../data/queries/workplaces';
import { activeWorkplaces, workplaceOf } from '../../domain/workplaces/workplaces';

/** The forms' control as the file's inputs see it: every field is text (employee-schema.ts `FileInput`). */
export type FileControl = Control<Record<string, string>, unknown, unknown>;

export const NOT_SET = 'Sin especificar';

interface InputProps {
  control: FileControl;
  name: string;
  label: string;
  spec: FileFieldSpec;
  required?: boolean;
}

export function RutInput({ control, name, label, spec, required }: InputProps) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={required}
      helperText={spec.form.helperText}
    />
  );
}

export function TextFieldInput({ control, name, label, spec }: InputProps) {
  return <FormTextField control={control} name={name} label={label} helperText={spec.form.helperText} />;
}

/** Whole pesos ask for the numeric keyboard; hours and UF for one with a decimal comma. */
export function NumberInput({ control, name, label, spec }: InputProps) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      inputProps={{ inputMode: spec.form.input === 'money' ? 'numeric' : 'decimal' }}
      helperText={spec.form.helperText}
    />
  );
}

export function DayInput({ control, name, label }: InputProps) {
  return <FormDayField control={control} name={name} label={label} />;
}

/** A choice with its Spanish labels; `Sin especificar` unless the field starts with a value of its own. */
export function ChoiceInput({ control, name, label, spec }: InputProps) {
  const values = spec.rule.kind === 'choice' ? spec.rule.values : [];
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      options={values.map((value) => ({ value, label: spec.choiceLabels?.[value] ?? value }))}
      emptyLabel={spec.form.initial === undefined ? NOT_SET : undefined}
      helperText={spec.form.helperText}
    />
  );
}

/**
 * A Lugar de trabajo of the tenant (its id is stored). Empty means the tenant's first, which the empty option
 * names; an archived one stays offered while the file names it.
 */
export function WorkplaceInput({ control, name, label, spec }: InputProps) {
  const workplaces = useWorkplaces();
  const chosen = useWatch({ control, name });
  const all = workplaces.data ?? [];
  const offered = all.filter((place) => place.archived !== true || place.id === chosen);
  const first = workplaceOf(null, all);
  const noneYet = workplaces.isSuccess && activeWorkplaces(all).length === 0;
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      options={offered.map((place) => ({
        value: place.id,
        label: place.archived === true ? `${place.name} (archivado)` : place.name,
      }))}
      emptyLabel={first === null ? NOT_SET : `Predeterminado: ${first.name}`}
      helperText={
        workplaces.isError
          ? 'No se pudieron cargar los lugares de trabajo.'
          : noneYet
            ? 'Agrega los lugares de trabajo en Configuración.'
            : spec.form.helperText
      }
    />
  );
}

/**
 * A yes/no (a `bool` rule): on holds 'true', off '' (stored as null, which reads as no). Its help is the switch's
 * description.
 */
export function SwitchInput({ control, name, label, spec }: InputProps) {
  const { field } = useController({ control, name });
  const helpId = useId();
  const help = spec.form.helperText;
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={field.value === 'true'}
            onChange={(event) => field.onChange(event.target.checked ? 'true' : '')}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, ...(help ? { 'aria-describedby': helpId } : {}) } }}
          />
        }
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </div>
  );
}

const INPUTS = {
  rut: RutInput,
  text: TextFieldInput,
  money: NumberInput,
  number: NumberInput,
  day: DayInput,
  choice: ChoiceInput,
  workplace: WorkplaceInput,
  switch: SwitchInput,
} as const;

/**
 * A field's input with its label, as its row says: hidden while the field it depends on lacks its value (the
 * Isapre plan), labelled after another field's value (the pay per hour).
 */
export function FileFieldInput({ control, name, spec, required }: Omit<InputProps, 'label'>) {
  const { shownWhen, labelWhen } = spec.form;
  const [shownBy, labelledBy] = useWatch({
    control,
    name: [shownWhen?.field ?? name, labelWhen?.field ?? name],
  });
  if (shownWhen && shownBy !== shownWhen.value) return null;
  const label =
    labelWhen && labelledBy === labelWhen.value ? labelWhen.label : (spec.form.label ?? spec.label);
  const Input = INPUTS[spec.form.input];
  return <Input control={control} name={name} label={label} spec={spec} required={required} />;
}
