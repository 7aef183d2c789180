/** The six sections of /configuracion and their fields. */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';

import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import type { Tenant } from '../../data/ports/collections';
import { ROUNDING_LABEL, SECTION_TITLE } from '../../data/texts/settings-text';
import { DEFAULT_PUNCH_WINDOW, PUNCH_WINDOW_LIMITS } from '../../domain/attendance/punch-window';
import { legalWeeklyHourLimit, MIN_OVERTIME_SURCHARGE_PERCENT } from '../../domain/chile/labour';
import { WEEKDAY_LABEL } from '../../domain/labels';
import {
  ALERT_THRESHOLD_KEYS,
  GRATIFICATION_REGIMES,
  OVERTIME_MINIMUM_LIMITS,
  OVERTIME_ROUNDINGS,
  PAYROLL_CUTOFF_LIMITS,
} from '../../domain/settings/tenant-settings';
import { SUPPORTED_TIME_ZONES } from '../../domain/settings/time-zones';
import {
  GRATIFICATION_REGIME_LABEL,
  PAYROLL_LABEL,
  PAYROLL_SECTION_TITLE,
  PUNCH_WINDOW_LABEL,
  THRESHOLD_LABEL,
} from './settings-labels';
import type { SettingsSection as Change } from './settings-repository';
import {
  calendarDefaults,
  calendarSchema,
  companyDefaults,
  companySchema,
  payrollDefaults,
  payrollSchema,
  punchWindowDefaults,
  punchWindowSchema,
  thresholdsDefaults,
  thresholdsSchema,
  workdayDefaults,
  workdaySchema,
} from './settings-schema';
import { SettingsSection } from './settings-section';

/** What the DEJ field asks for: the resolution of the Dirección del Trabajo, if the company has one. */
export const DEJ_RESOLUTION_HELP =
  'Resolución que autoriza la distribución excepcional de la jornada (art. 38 del Código del Trabajo), por ejemplo Res. Ex. N° 1234 del 05/03/2025. Déjala vacía si la empresa no tiene una.';

export interface SectionProps {
  tenant: Tenant;
  save: (change: Change) => Promise<boolean>;
}

export function CompanySection({ tenant, save }: SectionProps) {
  return (
    <SettingsSection
      title={SECTION_TITLE.company}
      description="La razón social, el RUT, la dirección y la resolución DEJ aparecen en cada comprobante de marca."
      schema={companySchema}
      defaults={companyDefaults(tenant)}
      onSave={(values) => save({ section: 'company', values })}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Nombre" required />
          <FormTextField control={control} name="legalName" label="Razón social" />
          <FormTextField
            control={control}
            name="taxId"
            label="RUT empresa"
            helperText="Por ejemplo 76.543.210-3"
          />
          <FormTextField control={control} name="address" label="Dirección" />
          <FormTextField
            control={control}
            name="dejResolution"
            label="Resolución DEJ"
            helperText={DEJ_RESOLUTION_HELP}
          />
        </>
      )}
    </SettingsSection>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function CalendarSection({ tenant, save }: SectionProps) {
  return (
    <SettingsSection
      title={SECTION_TITLE.calendar}
      description="Cada día, cada turno y cada alerta se calculan en esta zona horaria."
      schema={calendarSchema}
      defaults={calendarDefaults(tenant)}
      onSave={(values) => save({ section: 'calendar', values })}
    >
      {({ control }) => (
        <>
          <Controller
            control={control}
            name="timeZone"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                label="Zona horaria"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {SUPPORTED_TIME_ZONES.map((zone) => (
                  <MenuItem key={zone.id} value={zone.id}>
                    {zone.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="workWeek"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                <FormLabel component="legend">Semana laboral</FormLabel>
                <FormGroup row>
                  {WEEKDAYS.map((day) => (
                    <FormControlLabel
                      key={day}
                      label={WEEKDAY_LABEL[day]}
                      control={
                        <Checkbox
                          checked={field.value.includes(day)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, day]
                                : field.value.filter((d) => d !== day),
                            )
                          }
                          onBlur={field.onBlur}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText>
                  {fieldState.error?.message ?? 'Los días hábiles prorratean la jornada de cada mes.'}
                </FormHelperText>
              </FormControl>
            )}
          />
        </>
      )}
    </SettingsSection>
  );
}

export const OVERTIME_MINIMUM_HELP = `De ${OVERTIME_MINIMUM_LIMITS.min} a ${OVERTIME_MINIMUM_LIMITS.max}. En Horas extras, los días con menos se revisan aparte y se deciden juntos; ninguna hora se descarta.`;

/** Why overtime is never rounded down: one sentence, citing the resolution. */
export const OVERTIME_ROUNDING_HELP =
  'Las horas extras solo se redondean hacia arriba, a favor de la persona: la Res. Ex. N° 38 de la Dirección del Trabajo (art. 44) exige calcularlas al segundo y prohíbe lo que la perjudique (art. 41). El registro conserva siempre los segundos.';

/** What `Aprobación previa` changes. */
export const PRE_APPROVAL_HELP =
  'Activada, un día preautorizado con pacto vigente cuenta hasta lo preautorizado sin aprobarlo de nuevo. Desactivada, solo cuenta lo aprobado.';

const OVERTIME_ROUNDING_OPTIONS = OVERTIME_ROUNDINGS.map((value) => ({
  value,
  label: ROUNDING_LABEL[value] ?? value,
}));

export function WorkdaySection({ tenant, save, today }: SectionProps & { today: string }) {
  const legal = legalWeeklyHourLimit(today);
  return (
    <SettingsSection
      title={SECTION_TITLE.workday}
      schema={workdaySchema}
      defaults={workdayDefaults(tenant.settings)}
      onSave={(values) => save({ section: 'workday', values })}
    >
      {({ control }) => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="weeklyHourLimit"
              label="Jornada semanal máxima (horas)"
              required
              inputProps={{ inputMode: 'decimal' }}
              helperText={`Jornada legal vigente: ${legal} horas (Ley 21.561).`}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="overtimeSurchargePercent"
              label="Recargo de horas extras (%)"
              required
              inputProps={{ inputMode: 'numeric' }}
              helperText={`Mínimo legal: ${MIN_OVERTIME_SURCHARGE_PERCENT} %.`}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="overtimeMinimumMinutes"
              label="Mínimo de horas extras por día (minutos)"
              required
              inputProps={{ inputMode: 'numeric' }}
              helperText={OVERTIME_MINIMUM_HELP}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="overtimeRounding"
              label="Redondeo de horas extras"
              options={OVERTIME_ROUNDING_OPTIONS}
              required
              helperText={OVERTIME_ROUNDING_HELP}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="overtimePreApproval"
              render={({ field }) => (
                <FormControl component="fieldset">
                  <FormControlLabel
                    label="Aprobación previa de horas extras"
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { 'aria-describedby': 'overtime-pre-approval-help' } }}
                      />
                    }
                  />
                  <FormHelperText id="overtime-pre-approval-help">{PRE_APPROVAL_HELP}</FormHelperText>
                </FormControl>
              )}
            />
          </Grid>
        </Grid>
      )}
    </SettingsSection>
  );
}

const PUNCH_WINDOW_FIELDS = ['openBeforeMinutes', 'closeAfterMinutes'] as const;

export function PunchWindowSection({ tenant, save }: SectionProps) {
  return (
    <SettingsSection
      title={SECTION_TITLE.punchWindow}
      description="Cuándo una marca está dentro de horario. Ninguna marca se rechaza (Res. Ex. N° 38): fuera de esta ventana queda registrada y tu jefatura la ve como «Marca fuera de horario»."
      schema={punchWindowSchema}
      defaults={punchWindowDefaults(tenant.settings)}
      onSave={(values) => save({ section: 'punchWindow', values })}
    >
      {({ control }) => (
        <Grid container spacing={2}>
          {PUNCH_WINDOW_FIELDS.map((key) => (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={key}
                label={PUNCH_WINDOW_LABEL[key]}
                required
                inputProps={{ inputMode: 'numeric' }}
                helperText={`De ${PUNCH_WINDOW_LIMITS.min} a ${PUNCH_WINDOW_LIMITS.max} minutos; por defecto ${DEFAULT_PUNCH_WINDOW[key]}.`}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </SettingsSection>
  );
}

export function ThresholdsSection({ tenant, save }: SectionProps) {
  return (
    <SettingsSection
      title={SECTION_TITLE.thresholds}
      description="Minutos a partir de los cuales Asiste avisa en Alertas; el cambio se ve de inmediato."
      schema={thresholdsSchema}
      defaults={thresholdsDefaults(tenant.settings)}
      onSave={(values) => save({ section: 'thresholds', values })}
    >
      {({ control }) => (
        <Grid container spacing={2}>
          {ALERT_THRESHOLD_KEYS.map((key) => (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={key}
                label={THRESHOLD_LABEL[key]}
                required
                inputProps={{ inputMode: 'numeric' }}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </SettingsSection>
  );
}

/** What the Día de corte does, for the manager. */
export const CUTOFF_HELP = `Día del mes hasta el que se cuenta la asistencia al pagar el mes en curso; los días siguientes se pagan según los turnos publicados y la diferencia se ajusta en la remuneración del mes siguiente. De ${PAYROLL_CUTOFF_LIMITS.min} a ${PAYROLL_CUTOFF_LIMITS.max}; déjalo vacío para usar el último día del mes.`;

/** What the gratificación choice changes in the payslips. */
export const GRATIFICATION_HELP =
  'Con el art. 50 cada liquidación suma la gratificación del mes. Con el art. 47 la liquidación mensual no la incluye: se paga una vez al año, repartiendo el 30 % de la utilidad líquida.';

const GRATIFICATION_OPTIONS = GRATIFICATION_REGIMES.map((regime) => ({
  value: regime,
  label: GRATIFICATION_REGIME_LABEL[regime],
}));

export function PayrollSection({ tenant, save }: SectionProps) {
  return (
    <SettingsSection
      title={PAYROLL_SECTION_TITLE}
      description="Cómo se calculan las remuneraciones de la empresa."
      schema={payrollSchema}
      defaults={payrollDefaults(tenant.settings)}
      onSave={(values) => save({ section: 'payroll', values })}
    >
      {({ control }) => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="payrollCutoffDay"
              label={PAYROLL_LABEL.payrollCutoffDay}
              inputProps={{ inputMode: 'numeric' }}
              helperText={CUTOFF_HELP}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="gratificationRegime"
              label={PAYROLL_LABEL.gratificationRegime}
              options={GRATIFICATION_OPTIONS}
              required
              helperText={GRATIFICATION_HELP}
            />
          </Grid>
        </Grid>
      )}
    </SettingsSection>
  );
}
