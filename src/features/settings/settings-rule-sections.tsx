/** The sections of /configuracion for art. 39's tolerances and the period close's checks (issue #47). */
import Grid from '@mui/material/Grid';

import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import {
  CLOSE_CHECK_MODE_LABEL,
  FIELD_NAME,
  ROUNDING_LABEL,
  SECTION_TITLE,
} from '../../data/texts/settings-text';
import {
  CLOSE_CHECK_ITEMS,
  CLOSE_CHECK_MODES,
  LATENESS_ROUNDINGS,
  TOLERANCE_LIMITS,
} from '../../domain/settings/tenant-settings';
import {
  closeChecksDefaults,
  closeChecksSchema,
  tolerancesDefaults,
  tolerancesSchema,
} from './settings-schema';
import { SettingsSection } from './settings-section';
import type { SectionProps } from './settings-sections';

export const TOLERANCES_DESCRIPTION =
  'Tolerancias voluntarias de la empresa (Res. Ex. N° 38 art. 39): un atraso o una salida anticipada de hasta estos minutos no se cuenta ni se descuenta; si es mayor, se cuenta completo. Las marcas quedan como se registraron.';

const TOLERANCE_FIELDS = [
  { name: 'entryToleranceMinutes', label: 'Tolerancia de entrada (minutos)' },
  { name: 'exitToleranceMinutes', label: 'Tolerancia de salida (minutos)' },
] as const;

const LATENESS_OPTIONS = LATENESS_ROUNDINGS.map((value) => ({
  value,
  label: ROUNDING_LABEL[value] ?? value,
}));

export function TolerancesSection({ tenant, save }: SectionProps) {
  return (
    <SettingsSection
      title={SECTION_TITLE.tolerances}
      description={TOLERANCES_DESCRIPTION}
      schema={tolerancesSchema}
      defaults={tolerancesDefaults(tenant.settings)}
      onSave={(values) => save({ section: 'tolerances', values })}
    >
      {({ control }) => (
        <Grid container spacing={2}>
          {TOLERANCE_FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name={field.name}
                label={field.label}
                required
                inputProps={{ inputMode: 'numeric' }}
                helperText={`De ${TOLERANCE_LIMITS.min} a ${TOLERANCE_LIMITS.max}; 0: sin tolerancia.`}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="latenessRounding"
              label="Redondeo de atrasos descontados"
              options={LATENESS_OPTIONS}
              required
              helperText="Solo hacia abajo: lo que se descuenta nunca crece (Res. Ex. N° 38 art. 44)."
            />
          </Grid>
        </Grid>
      )}
    </SettingsSection>
  );
}

const MODE_OPTIONS = CLOSE_CHECK_MODES.map((value) => ({
  value,
  label: CLOSE_CHECK_MODE_LABEL[value] ?? value,
}));

export const CLOSE_CHECKS_DESCRIPTION =
  'Qué pendientes impiden cerrar un mes en Asistencias y cuáles solo avisan. Las correcciones sin resolver siempre lo impiden: la persona tiene 48 horas para objetarlas (Res. Ex. N° 38 art. 40).';

export function CloseChecksSection({ tenant, save }: SectionProps) {
  return (
    <SettingsSection
      title={SECTION_TITLE.closeChecks}
      description={CLOSE_CHECKS_DESCRIPTION}
      schema={closeChecksSchema}
      defaults={closeChecksDefaults(tenant.settings)}
      onSave={(values) => save({ section: 'closeChecks', values })}
    >
      {({ control }) => (
        <Grid container spacing={2}>
          {CLOSE_CHECK_ITEMS.map((item) => (
            <Grid key={item} size={{ xs: 12, md: 6 }}>
              <FormSelectField
                control={control}
                name={item}
                label={FIELD_NAME[`closeChecks.${item}`] ?? item}
                options={MODE_OPTIONS}
                required
              />
            </Grid>
          ))}
        </Grid>
      )}
    </SettingsSection>
  );
}
