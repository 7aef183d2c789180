/**
 * A DT official signed in with a key (Res. Ex. N° 38 art. 24): only two windows before the reports — the search of
 * an employer by name or RUT, and the alphabetical list of the platform's employers. Opening one starts an audited
 * session of it on the server (`startInspection`), which tells the employer by e-mail.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { AsyncState } from '../../components/async-state';
import { PageLayout } from '../../components/page-layout';
import { AdminError, type EmployerHit, type StartInspectionResult } from '../../data/ports/admin-port';
import { adminErrorMessage } from '../../lib/admin-errors';
import { versionLine } from '../../lib/app-version';
import { useBackendHandle } from '../../lib/backend-context';
import { PORTAL_TITLE } from './inspection-portal';

export const SEARCH_LABEL = 'Nombre o RUT del empleador';
export const NO_EMPLOYERS = 'Ningún empleador coincide con la búsqueda.';
export const LOADING_EMPLOYERS = 'Cargando empleadores';

export interface EmployerSearchProps {
  /** The session the server opened; the app follows once the token names the company. */
  onOpened: (session: StartInspectionResult) => void;
  onSignOut: () => void;
  /** Back to the company being inspected (an official switching employers), when there is one. */
  onCancel?: () => void;
}

export function EmployerSearch({ onOpened, onSignOut, onCancel }: EmployerSearchProps) {
  const handle = useBackendHandle();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const employers = useQuery({
    queryKey: ['inspection-employers', query],
    queryFn: async () => {
      const { admin } = await handle.load();
      if (admin === undefined) throw new Error('No AdminPort in this build');
      return admin.findEmployers({ query });
    },
    retry: false,
    staleTime: 60_000,
  });
  const opening = useMutation({
    mutationFn: async (hit: EmployerHit): Promise<StartInspectionResult> => {
      const { admin } = await handle.load();
      if (admin === undefined) throw new Error('No AdminPort in this build');
      return admin.startInspection({ tenantId: hit.tenantId });
    },
    onSuccess: (session) => onOpened(session),
  });
  const ended =
    employers.error instanceof AdminError &&
    (employers.error.reason === 'access-expired' || employers.error.reason === 'not-allowed');

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  const signOut = (
    <Button variant="outlined" onClick={onSignOut}>
      Cerrar sesión
    </Button>
  );

  return (
    <PageLayout
      title={PORTAL_TITLE}
      subtitle={versionLine()}
      actions={
        <Box sx={{ display: 'flex', gap: 1 }}>
          {onCancel && <Button onClick={onCancel}>Volver a la empresa</Button>}
          {signOut}
        </Box>
      }
    >
      {ended ? (
        <Alert severity="warning">{adminErrorMessage(employers.error)}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
          <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="buscar-empleador">
            <Typography id="buscar-empleador" variant="h6" component="h2" gutterBottom>
              Buscar empleador
            </Typography>
            <Box
              component="form"
              role="search"
              onSubmit={search}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
            >
              <TextField
                label={SEARCH_LABEL}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                sx={{ flex: '1 1 280px' }}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <Button type="submit" variant="contained">
                Buscar
              </Button>
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="lista-empleadores">
            <Typography id="lista-empleadores" variant="h6" component="h2" gutterBottom>
              {query === '' ? 'Empleadores en orden alfabético' : `Resultados para «${query}»`}
            </Typography>
            {employers.isPending ? (
              <AsyncState loading loadingLabel={LOADING_EMPLOYERS} />
            ) : employers.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void employers.refetch()}>
                    Reintentar
                  </Button>
                }
              >
                {adminErrorMessage(employers.error)}
              </Alert>
            ) : employers.data.employers.length === 0 ? (
              <Typography>{NO_EMPLOYERS}</Typography>
            ) : (
              <>
                {employers.data.total > employers.data.employers.length && (
                  <Typography variant="body2" color="textSecondary">
                    {`Se muestran ${employers.data.employers.length} de ${employers.data.total}: busca por nombre o RUT para acotar.`}
                  </Typography>
                )}
                <List aria-label="Empleadores">
                  {employers.data.employers.map((hit) => (
                    <ListItem
                      key={hit.tenantId}
                      divider
                      secondaryAction={
                        <Button
                          variant="outlined"
                          size="small"
                          disabled={opening.isPending}
                          onClick={() => opening.mutate(hit)}
                          aria-label={`Abrir ${hit.name}`}
                        >
                          {opening.isPending && opening.variables.tenantId === hit.tenantId
                            ? 'Abriendo…'
                            : 'Abrir'}
                        </Button>
                      }
                    >
                      <ListItemText
                        primary={hit.name}
                        secondary={hit.rut === null ? 'Sin RUT' : `RUT ${hit.rut}`}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
            {opening.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {`No se pudo abrir la fiscalización de ${opening.variables.name}. ${adminErrorMessage(opening.error)}`}
              </Alert>
            )}
          </Paper>
        </Box>
      )}
    </PageLayout>
  );
}
