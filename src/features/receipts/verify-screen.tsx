import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { PageLayout } from '../../components/page-layout';
import { isDataError } from '../../data/ports/document-store';
import type { ReceiptVerification, VerifiedReceipt } from '../../data/ports/receipt-port';
import { normalizeReceiptCode } from '../../domain/attendance/receipt-code';
import { receiptLines, verificationUrl } from '../../data/texts/receipt-lines';
import { useBackend } from '../../lib/backend-context';

export const VALID_TITLE = 'Comprobante válido';
export const INVALID_TITLE = 'Comprobante no válido';
export const INVALID_HINT =
  'Revisa que el código sea exactamente el del comprobante: 16 letras y números, como ABCD-EF12-3456-GH78. Un solo carácter distinto no coincide con ninguna marca.';
export const EXHAUSTED_MESSAGE = 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.';
export const UNAVAILABLE_MESSAGE =
  'Sin conexión con el servidor: no se pudo verificar el comprobante. Revisa tu conexión e inténtalo de nuevo.';
export const FAILED_MESSAGE = 'No se pudo verificar el comprobante. Inténtalo de nuevo.';

function ResultHeading({ valid }: { valid: boolean }) {
  const Icon = valid ? CheckCircleIcon : ErrorIcon;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Icon color={valid ? 'success' : 'error'} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {valid ? VALID_TITLE : INVALID_TITLE}
      </Typography>
    </Stack>
  );
}

function ValidReceipt({ receipt }: { receipt: VerifiedReceipt }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'success.main' }}>
      <ResultHeading valid />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 1.5 }}>
        El código corresponde a esta marca registrada:
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {receiptLines(receipt).map(([label, value]) => (
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
    </Paper>
  );
}

function InvalidReceipt() {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'error.main' }}>
      <ResultHeading valid={false} />
      <Typography sx={{ mt: 1 }}>{INVALID_HINT}</Typography>
    </Paper>
  );
}

/** What a failed check says: too many attempts, no connection, or anything else. */
function failureMessage(error: unknown): string {
  if (isDataError(error) && error.code === 'resource-exhausted') return EXHAUSTED_MESSAGE;
  if (isDataError(error) && error.code === 'unavailable') return UNAVAILABLE_MESSAGE;
  return FAILED_MESSAGE;
}

/**
 * `/verificar` and `/verificar/:code` (public, signed in or out): anyone holding a punch receipt checks its code
 * through the backend's ReceiptVerifier and sees whether it matches a recorded punch — and then only the fields
 * the receipt printed. The code in the URL (the receipt's QR) is checked at once; a typed one moves the URL to
 * it, so the page always names the code it shows. Every result is announced (role=status).
 */
export function VerifyScreen() {
  const { receipts } = useBackend();
  const navigate = useNavigate();
  const param = useParams().code ?? '';
  const [input, setInput] = useState(param);
  /** A typed code that cannot be one: refused here, without asking the server. */
  const [malformed, setMalformed] = useState(false);
  const code = param ? normalizeReceiptCode(param) : null;

  // A new code in the URL (a link, the back button) fills the field and clears a refused typing.
  const [shownParam, setShownParam] = useState(param);
  if (shownParam !== param) {
    setShownParam(param);
    setInput(param);
    setMalformed(false);
  }

  const check = useQuery<ReceiptVerification>({
    queryKey: ['receipt-verification', code],
    queryFn: () => {
      if (!code) throw new Error('verification without a code');
      return receipts.verify(code);
    },
    enabled: code !== null,
    // The server rate-limits the check: never ask twice on its own.
    retry: false,
    staleTime: Infinity,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.isFetching) return;
    const typed = normalizeReceiptCode(input);
    if (typed === null) {
      setMalformed(true);
      return;
    }
    setMalformed(false);
    if (typed === code) void check.refetch();
    // The path alone (an empty app URL): the router stays on this origin.
    else void navigate(verificationUrl('', typed));
  };

  const loading = !malformed && check.isFetching;
  let result = null;
  if (malformed || (param !== '' && code === null)) result = <InvalidReceipt />;
  else if (loading) {
    result = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Verificando el comprobante…</Typography>
      </Stack>
    );
  } else if (check.isError) {
    result = (
      <Alert severity={isDataError(check.error) ? 'warning' : 'error'}>{failureMessage(check.error)}</Alert>
    );
  } else if (check.data) {
    result = check.data.valid ? <ValidReceipt receipt={check.data.receipt} /> : <InvalidReceipt />;
  }

  return (
    <PageLayout
      title="Verificar comprobante"
      subtitle="Comprueba que un comprobante de marca de asistencia corresponde a una marca registrada."
      width="mobile"
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Verificar un comprobante">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label="Código del comprobante"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            helperText="Está en el comprobante, junto a «Código de verificación»."
            autoComplete="off"
            fullWidth
            slotProps={{
              htmlInput: {
                autoCapitalize: 'characters',
                spellCheck: false,
                maxLength: 40,
                sx: { fontFamily: 'monospace', letterSpacing: '0.05em' },
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, minWidth: 128 }}>
            Verificar
          </Button>
        </Stack>
      </Box>
      <Box role="status" sx={{ mt: 3 }}>
        {result}
      </Box>
    </PageLayout>
  );
}
