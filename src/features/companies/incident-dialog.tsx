/**
 * `Registrar incidente`: a technical incident recorded by hand (Res. Ex. N° 38 art. 27 f) — the whole platform or
 * one company, its start, its end when it is over, and a description — checked by incidentFormError before it is
 * sent (the rules check the same).
 */
import { z } from 'zod';

import { FormDialog } from '../../components/form-dialog';
import { FormDayField } from '../../components/form/form-day-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { FormTimeField } from '../../components/form/form-time-field';
import { useStore } from '../../data/queries/use-store';
import { INCIDENT_LIMITS, incidentFormError } from '../../domain/incidents/incidents';
import type { Company } from './companies-repository';
import { instantOf, recordIncident, type NewIncident } from './incidents-repository';

/** The scope's value for the whole platform (a company's is its id). */
export const PLATFORM = 'plataforma';

interface Values {
  scope: string;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  description: string;
}

const DEFAULTS: Values = {
  scope: PLATFORM,
  startDay: '',
  startTime: '',
  endDay: '',
  endTime: '',
  description: '',
};

/** What the form gives: the incident to record, or the Spanish reason it cannot be. */
export function incidentOf(values: Values, now: Date): NewIncident | string {
  const start = instantOf(values.startDay, values.startTime);
  const noEnd = values.endDay === '' && values.endTime === '';
  const end = noEnd ? null : (instantOf(values.endDay, values.endTime) ?? new Date(Number.NaN));
  const error = incidentFormError({ start, end, description: values.description }, now);
  if (error !== null || start === null) return error ?? 'Ingresa la fecha y hora de inicio.';
  return {
    tenantId: values.scope === PLATFORM ? null : values.scope,
    start,
    end,
    description: values.description,
  };
}

const schema = z
  .object({
    scope: z.string(),
    startDay: z.string(),
    startTime: z.string(),
    endDay: z.string(),
    endTime: z.string(),
    description: z.string(),
  })
  .superRefine((values, context) => {
    const found = incidentOf(values, new Date());
    if (typeof found === 'string') {
      const path = found.includes('descripción')
        ? 'description'
        : found.includes('término')
          ? 'endDay'
          : 'startDay';
      context.addIssue({ code: 'custom', message: found, path: [path] });
    }
  });

export interface IncidentDialogProps {
  open: boolean;
  onClose: () => void;
  companies: readonly Company[];
  uid: string;
  onRecorded: () => void;
}

export function IncidentDialog({ open, onClose, companies, uid, onRecorded }: IncidentDialogProps) {
  const store = useStore();
  const submit = async (values: Values) => {
    const incident = incidentOf(values, new Date());
    if (typeof incident === 'string') throw new Error(incident);
    await recordIncident(store, uid, incident);
    onRecorded();
  };
  const options = [
    { value: PLATFORM, label: 'Toda la plataforma' },
    ...companies.map((company) => ({ value: company.id, label: company.name })),
  ];
  return (
    <FormDialog<Values>
      open={open}
      title="Registrar incidente"
      schema={schema}
      defaultValues={DEFAULTS}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Registrar incidente"
    >
      {({ control }) => (
        <>
          <FormSelectField control={control} name="scope" label="Alcance" options={options} required />
          <FormDayField control={control} name="startDay" label="Fecha de inicio" required />
          <FormTimeField
            control={control}
            name="startTime"
            label="Hora de inicio"
            required
            helperText="Hora de Chile continental."
          />
          <FormDayField
            control={control}
            name="endDay"
            label="Fecha de término"
            helperText="Déjala vacía si el incidente sigue en curso."
          />
          <FormTimeField control={control} name="endTime" label="Hora de término" />
          <FormTextField
            control={control}
            name="description"
            label="Descripción"
            multiline
            rows={3}
            required
            helperText={`Qué dejó de funcionar y a quién afectó (hasta ${INCIDENT_LIMITS.description} caracteres).`}
          />
        </>
      )}
    </FormDialog>
  );
}
