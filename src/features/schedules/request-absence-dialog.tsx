import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';

import { FormDayField } from '../../components/form/form-day-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { FormDialog } from '../../components/form-dialog';
import { isDayKey } from '../../domain/calendar/day-keys';
import { PLANNING_TEXT_LIMITS } from '../../domain/planning/plan';
import { vacationDaysLabel, vacationExcessText, workingDaysBetween } from '../../domain/planning/vacation';
import { ABSENCE_TYPE_LABEL, REQUESTABLE_ABSENCE_TYPES } from '../../domain/labels';
import { emptyRequest, requestSchema, type RequestOutput, type RequestValues } from './request-schema';
import { useHolidayDays, useOwnBalance } from './use-own-balance';

const TYPE_OPTIONS = REQUESTABLE_ABSENCE_TYPES.map((type) => ({
  value: type,
  label: ABSENCE_TYPE_LABEL[type],
}));

export const OVER_BALANCE = 'La solicitud supera tu saldo disponible';

export interface RequestAbsenceDialogProps {
  open: boolean;
  onClose: () => void;
  today: string;
  timeZone: string;
  onSubmit: (values: RequestOutput) => Promise<void>;
}

/**
 * `Solicitar ausencia`: the employee's own request (vacaciones or a permission), sent pending. Shows the vacation
 * balance available and warns, without blocking, when a vacation request's working days exceed it (the manager
 * sees the same flag).
 */
export function RequestAbsenceDialog({
  open,
  onClose,
  today,
  timeZone,
  onSubmit,
}: RequestAbsenceDialogProps) {
  return (
    <FormDialog<RequestValues, RequestOutput>
      open={open}
      title="Solicitar ausencia"
      schema={requestSchema}
      defaultValues={emptyRequest(today)}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Enviar solicitud"
    >
      {({ control }) => (
        <>
          <FormSelectField control={control} name="type" label="Tipo" options={TYPE_OPTIONS} required />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField control={control} name="from" label="Desde" required />
            </Box>
            <Box sx={{ flex: '1 1 10rem' }}>
              <FormDayField control={control} name="to" label="Hasta" required />
            </Box>
          </Box>
          <FormTextField
            control={control}
            name="note"
            label="Comentario"
            multiline
            rows={2}
            inputProps={{ maxLength: PLANNING_TEXT_LIMITS.absenceNote }}
          />
          <BalanceInfo control={control} today={today} timeZone={timeZone} />
        </>
      )}
    </FormDialog>
  );
}

function BalanceInfo({
  control,
  today,
  timeZone,
}: {
  control: Control<RequestValues, unknown, RequestOutput>;
  today: string;
  timeZone: string;
}) {
  const [type, from, to] = useWatch({ control, name: ['type', 'from', 'to'] });
  const own = useOwnBalance(today, timeZone, true);
  const valid = isDayKey(from) && isDayKey(to) && from <= to;
  const holidays = useHolidayDays(from, to, timeZone, valid);
  const days = valid && holidays.data ? workingDaysBetween(from, to, holidays.data) : null;

  let balanceText: string;
  if (own.status === 'loading') balanceText = 'Calculando tu saldo de vacaciones…';
  else if (own.status === 'error') balanceText = 'No se pudo calcular tu saldo de vacaciones.';
  else if (own.balance === null)
    balanceText = 'Saldo disponible: sin calcular (falta tu fecha de ingreso en tu ficha).';
  else balanceText = `Saldo disponible: ${vacationDaysLabel(own.balance.available)}`;
  // Art. 70 CT: days beyond two periods are not part of the balance.
  const excess =
    own.status === 'ready' && own.balance !== null ? vacationExcessText(own.balance.excess) : null;
  const over =
    type === 'vacaciones' &&
    days !== null &&
    own.status === 'ready' &&
    own.balance !== null &&
    days > own.balance.available;

  return (
    <Box aria-live="polite">
      <Typography>{balanceText}</Typography>
      {excess && (
        <Typography variant="body2" color="textSecondary">
          {excess}
        </Typography>
      )}
      {days !== null && (
        <Typography variant="body2" color="textSecondary">
          {`La solicitud suma ${days} ${days === 1 ? 'día hábil' : 'días hábiles'} (sin sábados, domingos ni feriados).`}
        </Typography>
      )}
      {over && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {OVER_BALANCE}
          </Box>
          Puedes enviarla igual: quien la revise lo verá.
        </Alert>
      )}
    </Box>
  );
}
