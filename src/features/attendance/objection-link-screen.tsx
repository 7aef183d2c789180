/**
 * `/objetar?t=<token>` (public, signed in or out; Res. Ex. N° 38 art. 40.2): the page the correction e-mail's
 * one-step link opens. It shows what the correction changes — the original and the new time with their date, the
 * reason and the deadline — fetched with the link's token (AdminPort `correctionByLink`), and one button,
 * `Objetar`, with an optional reason (`objectCorrectionByLink`), then a confirmation in Spanish. A link that is
 * malformed, forged, already used, expired or whose correction no longer awaits the worker gets its own message.
 * The wait is announced (role=status), each refusal is an alert, and the confirmation takes the focus.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { PageLayout } from '../../components/page-layout';
import { AdminError, OBJECTION_REASON_MAX, type CorrectionByLinkResult } from '../../data/ports/admin-port';
import { adminErrorMessage } from '../../lib/admin-errors';
import { useBackendHandle } from '../../lib/backend-context';

export const OBJECTION_TITLE = 'Objetar corrección';
/** What a missing token says: the same words as a forged one. */
const NO_TOKEN_MESSAGE = adminErrorMessage(new AdminError('permission-denied', 'link-invalid'));

function ChangeDetails({ correction }: { correction: CorrectionByLinkResult }) {
  const lines: [string, string][] = [
    ['Corrección', correction.change],
    ...(correction.times === null
      ? []
      : ([
          ['Hora original', correction.times.original],
          ['Hora nueva', correction.times.proposed],
        ] as [string, string][])),
    ['Motivo', correction.reason],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {lines.map(([label, value]) => (
        <Box
          key={label}
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}
        >
          <Typography component="dt" color="textSecondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function HistoryLink() {
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      También puedes revisar tus correcciones en{' '}
      <Link component={RouterLink} to="/mi-historial">
        Mi historial
      </Link>
      .
    </Typography>
  );
}

/** The confirmation, focused when it appears so a screen reader reads it at once. */
function Objected({ change }: { change: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert severity="success" ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      <Typography component="h2" sx={{ fontWeight: 700 }}>
        Objetaste la corrección
      </Typography>
      <Typography>
        {change}. Se mantiene tu marca original y tu empleador verá tu objeción en Asiste.
      </Typography>
    </Alert>
  );
}

export function ObjectionLinkScreen() {
  const handle = useBackendHandle();
  const token = (useSearchParams()[0].get('t') ?? '').trim();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [objected, setObjected] = useState<string | null>(null);

  const correction = useQuery<CorrectionByLinkResult>({
    queryKey: ['correction-by-link', token],
    queryFn: async () => {
      const { admin } = await handle.load();
      if (admin === undefined) throw new Error('No AdminPort in this build');
      return admin.correctionByLink({ token });
    },
    enabled: token !== '',
    // The server limits the reads of an address: never ask again on its own.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { admin } = await handle.load();
      if (admin === undefined) throw new Error('No AdminPort in this build');
      const trimmed = reason.trim();
      const result = await admin.objectCorrectionByLink({ token, reason: trimmed === '' ? null : trimmed });
      setObjected(result.change);
    } catch (e) {
      // What was typed stays in the field.
      setError(adminErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const loading = token !== '' && correction.isPending && objected === null;
  let body = null;
  if (objected !== null) body = <Objected change={objected} />;
  else if (token === '') body = <Alert severity="error">{NO_TOKEN_MESSAGE}</Alert>;
  else if (correction.isError) body = <Alert severity="error">{adminErrorMessage(correction.error)}</Alert>;
  else if (correction.data !== undefined) {
    const data = correction.data;
    body = (
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="correccion-propuesta">
        <Typography id="correccion-propuesta" variant="h6" component="h2">
          {`${data.company} propuso corregir tu registro de asistencia`}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 1.5 }}>
          {`${data.deadline} Si no respondes, la corrección se da por aceptada. Si la objetas, se mantiene tu marca original.`}
        </Typography>
        <ChangeDetails correction={data} />
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label="Objetar la corrección"
          sx={{ display: 'grid', gap: 2, mt: 2 }}
        >
          <TextField
            label="Motivo de tu objeción (opcional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={`Explica por qué no estás de acuerdo, si quieres. Hasta ${OBJECTION_REASON_MAX} caracteres.`}
            multiline
            minRows={2}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: OBJECTION_REASON_MAX } }}
          />
          <Button type="submit" variant="contained" color="error" size="large" disabled={busy}>
            {busy ? 'Objetando…' : 'Objetar'}
          </Button>
          {error && <Alert severity="error">{error}</Alert>}
        </Box>
      </Paper>
    );
  }

  return (
    <PageLayout
      title={OBJECTION_TITLE}
      subtitle="Tu respuesta a una corrección de tu registro de asistencia (art. 40 de la Res. Ex. N° 38)."
      width="mobile"
    >
      <Box role="status" aria-live="polite">
        {loading && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Buscando la corrección…</Typography>
          </Stack>
        )}
      </Box>
      {body}
      <HistoryLink />
    </PageLayout>
  );
}
