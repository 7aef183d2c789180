import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { FormTextField } from '../../components/form/form-text-field';
import { SHIFT_COLOR } from '../../domain/planning/plan';
import type { ShiftInput, ShiftValues } from './shift-schema';
import { SHIFT_PALETTE } from './shift-text';

/** A round colour sample; `selected` draws a check on it. */
export function Swatch({
  color,
  size = 16,
  selected = false,
}: {
  color: string;
  size?: number;
  selected?: boolean;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flex: '0 0 auto',
        borderRadius: '50%',
        bgcolor: SHIFT_COLOR.test(color) ? color : 'transparent',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
      }}
    >
      {selected && <CheckIcon sx={{ fontSize: size * 0.7 }} />}
    </Box>
  );
}

/**
 * `Color`: the `#rrggbb` text (any colour) and, under it, a radio group of preset swatches (`Paleta`), each named
 * by its colour for a screen reader and moved through with the arrow keys.
 */
export function ColorField({ form }: { form: UseFormReturn<ShiftInput, unknown, ShiftValues> }) {
  const { control, setValue } = form;
  const value = useWatch({ control, name: 'color' }).trim().toLowerCase();
  const paletteLabel = useId();
  const picked = SHIFT_PALETTE.some((preset) => preset.color === value) ? value : '';
  return (
    <Stack spacing={1}>
      <FormTextField
        name="color"
        control={control}
        label="Color"
        required
        helperText="Elige uno de la paleta o escribe un código #rrggbb"
        inputProps={{ maxLength: 7, spellCheck: false, autoCapitalize: 'none' }}
      />
      <Typography id={paletteLabel} variant="body2" color="textSecondary">
        Paleta
      </Typography>
      <RadioGroup
        row
        aria-labelledby={paletteLabel}
        name="color-palette"
        value={picked}
        onChange={(event) =>
          setValue('color', event.target.value, { shouldDirty: true, shouldValidate: true })
        }
        sx={{ gap: 0.5 }}
      >
        {SHIFT_PALETTE.map((preset) => (
          <Radio
            key={preset.color}
            value={preset.color}
            icon={<Swatch color={preset.color} size={28} />}
            checkedIcon={<Swatch color={preset.color} size={28} selected />}
            slotProps={{ input: { 'aria-label': preset.name } }}
            sx={{ p: 0.75 }}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}
