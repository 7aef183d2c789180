/**
 * `Agregar lugar de trabajo` and `Editar`: the workplace's name and its full address as Res. Ex. N° 38 art.
 * 13.2–13.3 asks the receipt to print it (street, number, floor or office, comuna, city, region). A failed save
 * keeps the dialog open with what was typed and says why (FormDialog).
 */
import Grid from '@mui/material/Grid';

import { FormDialog } from '../../components/form-dialog';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { WORKPLACE_LIMITS, type WorkplaceAddress } from '../../domain/workplaces/workplaces';
import { REGION_OPTIONS, workplaceDefaults, workplaceSchema, type WorkplaceInput } from './workplace-schema';

export interface WorkplaceDialogProps {
  open: boolean;
  /** The workplace edited, or null for a new one. */
  source: WorkplaceAddress | null;
  onSave: (fields: WorkplaceAddress) => Promise<void>;
  onClose: () => void;
}

export function WorkplaceDialog({ open, source, onSave, onClose }: WorkplaceDialogProps) {
  return (
    <FormDialog<WorkplaceInput, WorkplaceAddress>
      open={open}
      title={source === null ? 'Agregar lugar de trabajo' : 'Editar lugar de trabajo'}
      schema={workplaceSchema}
      defaultValues={workplaceDefaults(source)}
      onSubmit={onSave}
      onClose={onClose}
    >
      {({ control }) => (
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="name"
              label="Nombre"
              required
              helperText="Por ejemplo Casa matriz"
              inputProps={{ maxLength: WORKPLACE_LIMITS.name, autoCapitalize: 'sentences' }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField
              control={control}
              name="street"
              label="Calle"
              required
              autoComplete="address-line1"
              inputProps={{ maxLength: WORKPLACE_LIMITS.street }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="number"
              label="Número"
              required
              helperText="Número o S/N"
              inputProps={{ maxLength: WORKPLACE_LIMITS.number }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="unit"
              label="Piso, oficina o local"
              helperText="Opcional"
              autoComplete="address-line2"
              inputProps={{ maxLength: WORKPLACE_LIMITS.unit }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="comuna"
              label="Comuna"
              required
              inputProps={{ maxLength: WORKPLACE_LIMITS.comuna }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="city"
              label="Ciudad"
              required
              inputProps={{ maxLength: WORKPLACE_LIMITS.city }}
            />
          </Grid>
          <Grid size={12}>
            <FormSelectField
              control={control}
              name="region"
              label="Región"
              required
              options={REGION_OPTIONS}
            />
          </Grid>
        </Grid>
      )}
    </FormDialog>
  );
}
