import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterSelectProps {
  label: string;
  /** The chosen option's value; '' for the "all" option, shown with its label raised. */
  value: string;
  onChange: (value: string) => void;
  /** `[value, label]` pairs, in order. */
  options: readonly (readonly [string, string])[];
  fullWidth?: boolean;
  /** 170 px by default; `{ sm: 170 }` lets it shrink to the column on a phone. */
  minWidth?: number | { sm: number };
}

/** A small select of a filter bar (/alertas, /empleados): its label always raised, an empty value allowed. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  fullWidth = false,
  minWidth = 170,
}: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={fullWidth}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth }}
    >
      {options.map(([v, text]) => (
        <MenuItem key={v} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
