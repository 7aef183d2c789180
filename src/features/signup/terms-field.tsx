import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';

import type { SignUpFormInput, SignUpFormValues } from './sign-up-schema';
import { TERMS } from './terms';

/** `Acepto los términos y condiciones`, with a link that opens them in a dialog and the field's error under it. */
export function TermsField({ control }: { control: Control<SignUpFormInput, unknown, SignUpFormValues> }) {
  const { field, fieldState } = useController({ name: 'acceptedTerms', control });
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const message = fieldState.error?.message;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': message !== undefined,
                'aria-describedby': message !== undefined ? errorId : undefined,
              },
            }}
          />
        }
        label="Acepto los términos y condiciones"
      />
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)} sx={{ ml: 4 }}>
        Leer los términos y condiciones
      </Link>
      {message !== undefined && (
        <FormHelperText id={errorId} error sx={{ ml: 4 }}>
          {message}
        </FormHelperText>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${errorId}-terms`} scroll="paper">
        <DialogTitle id={`${errorId}-terms`}>Términos y condiciones</DialogTitle>
        <DialogContent dividers>
          {TERMS.map((paragraph) => (
            <Typography key={paragraph} variant="body2" component="p" sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
