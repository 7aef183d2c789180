import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { DemoTools } from '../../data/ports/backend';
import { roleLabel } from '../../domain/labels';

interface DemoAccountsBoxProps {
  demo: DemoTools;
  onPick: (email: string, password: string) => void;
}

/** Demo mode only: the seeded accounts with a one-click fill, and a reset of the demo data. */
export function DemoAccountsBox({ demo, onPick }: DemoAccountsBoxProps) {
  const [resetState, setResetState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  const reset = async () => {
    setResetState('busy');
    try {
      await demo.reset();
      setResetState('done');
    } catch (error) {
      console.error('No se pudieron restablecer los datos de demostración', error);
      setResetState('error');
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="demo-accounts-title" sx={{ p: 2 }}>
      <Typography id="demo-accounts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Cuentas de demostración
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Contraseña para todas: <strong>{demo.accounts[0]?.password}</strong>
      </Typography>
      <List dense>
        {demo.accounts.map((account) => (
          <ListItem
            key={account.email}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                onClick={() => onPick(account.email, account.password)}
                aria-label={`Usar la cuenta de ${account.displayName}`}
              >
                Usar
              </Button>
            }
          >
            <ListItemText
              primary={`${account.displayName} · ${roleLabel(account.role)}`}
              secondary={account.email}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => void reset()} disabled={resetState === 'busy'}>
          Restablecer datos de demostración
        </Button>
        <Typography variant="body2" role="status" color={resetState === 'error' ? 'error' : 'text.secondary'}>
          {resetState === 'done' && 'Datos restablecidos.'}
          {resetState === 'error' && 'No se pudieron restablecer los datos.'}
        </Typography>
      </Stack>
    </Paper>
  );
}
