/**
 * The employee file's fields, shared by `Nuevo empleado` and a person's file, each section the registry's fields
 * of that section in its order (employee-file-registry.ts): the RUT, the contract (Cargo, Departamento, Fecha de
 * ingreso, hours, contract type, pay) and the payroll data (AFP, Salud, allowances), which fold into a section
 * that can be filled now or later.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

import {
  EMPLOYEE_FILE_REGISTRY,
  type FileRegistry,
  type FormSection,
} from '../../data/ports/employee-file-registry';
import { FileFieldInput, type FileControl } from './employee-file-inputs';

/** Two columns from `sm` up, one on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

interface FileFieldsProps {
  control: FileControl;
  /** The table the fields come from (the employee file's, unless a test gives another). */
  registry?: FileRegistry;
}

/** The fields of a section of the registry, in its order. `inFile`: a person's file (vs `Nuevo empleado`). */
export function sectionFields(registry: FileRegistry, section: FormSection, inFile: boolean): string[] {
  return Object.entries(registry)
    .filter(([, spec]) => spec.form.section === section && (inFile || spec.form.fileOnly !== true))
    .map(([field]) => field);
}

function SectionInputs({
  control,
  registry,
  fields,
}: Required<FileFieldsProps> & { fields: readonly string[] }) {
  return fields.map((field) => {
    const spec = registry[field];
    return spec && <FileFieldInput key={field} control={control} name={field} spec={spec} />;
  });
}

/** The RUT (and any other identity field) of the registry: required for a new person. */
export function IdentityFields({
  control,
  registry = EMPLOYEE_FILE_REGISTRY,
  required = false,
}: FileFieldsProps & { required?: boolean }) {
  return sectionFields(registry, 'identity', true).map((field) => {
    const spec = registry[field];
    return (
      spec && <FileFieldInput key={field} control={control} name={field} spec={spec} required={required} />
    );
  });
}

/**
 * `Contrato`: a person's file offers monthly or hourly pay (`inFile`); a new person starts with a monthly
 * Sueldo base.
 */
export function ContractFields({
  control,
  registry = EMPLOYEE_FILE_REGISTRY,
  inFile,
}: FileFieldsProps & { inFile: boolean }) {
  return (
    <FieldGrid>
      <SectionInputs
        control={control}
        registry={registry}
        fields={sectionFields(registry, 'contract', inFile)}
      />
    </FieldGrid>
  );
}

export function PayrollFields({
  control,
  registry = EMPLOYEE_FILE_REGISTRY,
  defaultExpanded = false,
}: FileFieldsProps & { defaultExpanded?: boolean }) {
  const fields = sectionFields(registry, 'payroll', true);
  const { errors } = useFormState({ control, name: fields });
  const [open, setOpen] = useState(defaultExpanded);
  // A field with an error never hides in a folded section.
  const hasError = fields.some((field) => errors[field] !== undefined);
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
          <SectionInputs control={control} registry={registry} fields={fields} />
        </FieldGrid>
      </AccordionDetails>
    </Accordion>
  );
}
