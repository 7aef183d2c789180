/**
 * The employee file's fields, shared by `Nuevo empleado` and a person's file: the contract (Cargo,
 * Departamento, Fecha de ingreso, hours, contract type, pay) and the payroll data (AFP, Salud, allowances),
 * which fold into a section that can be filled now or later.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';

import { FormDayField } from '../../components/form/form-day-field';
import { FormSelectField, type SelectOption } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import {
  AFPS,
  AFP_LABEL,
  CONTRACT_TYPES,
  CONTRACT_TYPE_LABEL,
  HEALTH_SYSTEMS,
  HEALTH_SYSTEM_LABEL,
  PAY_KINDS,
  PAY_KIND_LABEL,
} from '../../domain/labels';
import type { FileInput } from './employee-schema';

function options<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const NOT_SET = 'Sin especificar';
const AMOUNT = { inputMode: 'numeric' } as const;
const DECIMAL = { inputMode: 'decimal' } as const;

/** Two columns from `sm` up, one on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

interface FileFieldsProps {
  control: Control<FileInput, unknown, unknown>;
  /** A person's file offers monthly or hourly pay; a new person starts with a monthly Sueldo base. */
  payKindChoice: boolean;
}

export function ContractFields({ control, payKindChoice }: FileFieldsProps) {
  const payKind = useWatch({ control, name: 'payKind' });
  return (
    <FieldGrid>
      <FormTextField control={control} name="position" label="Cargo" />
      <FormTextField control={control} name="department" label="Departamento" />
      <FormDayField control={control} name="hireDate" label="Fecha de ingreso" />
      <FormTextField
        control={control}
        name="contractWeeklyHours"
        label="Horas semanales de contrato"
        inputProps={DECIMAL}
      />
      <FormSelectField
        control={control}
        name="contractType"
        label="Tipo de contrato"
        options={options(CONTRACT_TYPES, CONTRACT_TYPE_LABEL)}
        emptyLabel={NOT_SET}
      />
      {payKindChoice && (
        <FormSelectField
          control={control}
          name="payKind"
          label="Tipo de remuneración"
          options={options(PAY_KINDS, PAY_KIND_LABEL)}
        />
      )}
      <FormTextField
        control={control}
        name="payAmount"
        label={payKind === 'hourly' ? 'Valor hora (CLP)' : 'Sueldo base (CLP)'}
        inputProps={AMOUNT}
        helperText="En pesos, sin decimales"
      />
    </FieldGrid>
  );
}

const PAYROLL_FIELDS = [
  'afp',
  'healthSystem',
  'healthPlanUF',
  'mealAllowance',
  'transportAllowance',
] as const;

export function PayrollFields({
  control,
  defaultExpanded = false,
}: {
  control: Control<FileInput, unknown, unknown>;
  defaultExpanded?: boolean;
}) {
  const health = useWatch({ control, name: 'healthSystem' });
  const { errors } = useFormState({ control, name: [...PAYROLL_FIELDS] });
  const [open, setOpen] = useState(defaultExpanded);
  // A field with an error never hides in a folded section.
  const hasError = PAYROLL_FIELDS.some((field) => errors[field] !== undefined);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={open || hasError}
      onChange={(_, expanded) => setOpen(expanded)}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box>
          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
            Previsión y asignaciones
          </Typography>
          <Typography component="span" variant="body2" color="textSecondary">
            AFP, salud, colación y movilización. Puedes completarlos ahora o después.
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <FieldGrid>
          <FormSelectField
            control={control}
            name="afp"
            label="AFP"
            options={options(AFPS, AFP_LABEL)}
            emptyLabel={NOT_SET}
          />
          <FormSelectField
            control={control}
            name="healthSystem"
            label="Salud"
            options={options(HEALTH_SYSTEMS, HEALTH_SYSTEM_LABEL)}
            emptyLabel={NOT_SET}
          />
          {health === 'isapre' && (
            <FormTextField
              control={control}
              name="healthPlanUF"
              label="Plan de Isapre (UF)"
              inputProps={DECIMAL}
            />
          )}
          <FormTextField control={control} name="mealAllowance" label="Colación (CLP)" inputProps={AMOUNT} />
          <FormTextField
            control={control}
            name="transportAllowance"
            label="Movilización (CLP)"
            inputProps={AMOUNT}
          />
        </FieldGrid>
      </AccordionDetails>
    </Accordion>
  );
}
