import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch, type Control } from 'react-hook-form';

import { FormDayField } from '../../components/form/form-day-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { FormDialog } from '../../components/form-dialog';
import { PersonPicker, type PersonOption } from '../../components/person-picker';
import { absenceDays, listPersonAbsencesOverlapping } from '../../data/queries/absences';
import { queryKeys } from '../../data/queries/keys';
import { useStore } from '../../data/queries/use-store';
import { addDaysToKey, isDayKey } from '../../domain/calendar/day-keys';
import { dayKeyToInstant } from '../../domain/calendar/time-zone';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { ABSENCE_TYPES, ABSENCE_TYPE_LABEL, absenceTypeOf } from '../../domain/labels';
import { dayRangeText } from '../../domain/calendar/day-keys';
import {
  emptyRecordValues,
  recordAbsenceSchema,
  type RecordAbsenceOutput,
  type RecordAbsenceValues,
} from './absence-schema';

const TYPE_OPTIONS = ABSENCE_TYPES.map((type) => ({ value: type, label: ABSENCE_TYPE_LABEL[type] }));

export interface RecordAbsenceDialogProps {
  open: boolean;
  onClose: () => void;
  people: readonly PersonOption[];
  tenantId: string;
  today: string;
  timeZone: string;
  onSubmit: (values: RecordAbsenceOutput) => Promise<void>;
}

/** `Registrar ausencia`: an absence a manager records for a person, approved at once. */
export function RecordAbsenceDialog({
  open,
  onClose,
  people,
  tenantId,
  today,
  timeZone,
  onSubmit,
}: RecordAbsenceDialogProps) {
  return (
    <FormDialog<RecordAbsenceValues, RecordAbsenceOutput>
      open={open}
      title="Registrar ausencia"
      schema={recordAbsenceSchema}
      defaultValues={emptyRecordValues(today)}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <PersonField control={control} people={people} />
          <FormSelectField control={control} name="type" label="Tipo" options={TYPE_OPTIONS} required />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField control={control} name="from" label="Desde" required />
            </Box>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField control={control} name="to" label="Hasta" required />
            </Box>
          </Box>
          <OverlapWarning control={control} tenantId={tenantId} timeZone={timeZone} />
          <FormTextField
            control={control}
            name="note"
            label="Comentario"
            multiline
            rows={2}
            inputProps={{ maxLength: PLANNING_TEXT_LIMITS.absenceNote }}
          />
          <FormTextField
            control={control}
            name="attachmentName"
            label="Nombre del documento adjunto"
            helperText="Opcional: por ejemplo, el archivo de la licencia médica. El archivo no se guarda."
            inputProps={{ maxLength: PLANNING_TEXT_LIMITS.attachmentName }}
          />
        </>
      )}
    </FormDialog>
  );
}

type FormControl = Control<RecordAbsenceValues, unknown, RecordAbsenceOutput>;

function PersonField({ control, people }: { control: FormControl; people: readonly PersonOption[] }) {
  const { field, fieldState } = useController({ control, name: 'userId' });
  return (
    <PersonPicker
      people={people}
      value={field.value === '' ? null : field.value}
      onChange={(id) => field.onChange(id ?? '')}
      required
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    />
  );
}

/**
 * Warns (never blocks) when the chosen days overlap another approved absence of the person: read when the
 * person and a valid range are chosen.
 */
function OverlapWarning({
  control,
  tenantId,
  timeZone,
}: {
  control: FormControl;
  tenantId: string;
  timeZone: string;
}) {
  const store = useStore();
  const [userId, from, to] = useWatch({ control, name: ['userId', 'from', 'to'] });
  const valid = userId !== '' && isDayKey(from) && isDayKey(to) && from <= to;
  const overlapping = useQuery({
    queryKey: queryKeys.list('absences', { view: 'overlap', tenantId, userId, from, to }),
    queryFn: () =>
      listPersonAbsencesOverlapping(
        store,
        { uid: userId, tenantId },
        { start: dayKeyToInstant(from, timeZone), end: dayKeyToInstant(addDaysToKey(to, 1), timeZone) },
      ),
    enabled: valid,
  });
  const approved = valid ? (overlapping.data ?? []).filter((a) => a.status === 'aprobada') : [];
  if (approved.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      Estas fechas se superponen con otra ausencia aprobada de esta persona:{' '}
      {approved
        .map((absence) => {
          const type = absenceTypeOf(absence.type);
          const days = absenceDays(absence, timeZone);
          return `${type ? ABSENCE_TYPE_LABEL[type] : 'Ausencia'} (${dayRangeText(days.from, days.to)})`;
        })
        .join(', ')}
      .
    </Alert>
  );
}
