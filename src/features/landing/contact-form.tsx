/**
 * The contact form of the landing page, its own chunk (contact-section.tsx loads it when the section comes near
 * the screen): react-hook-form, zod and the text fields stay out of what the page needs for its first paint.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useEffect, useId, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';

import { FormTextField } from '../../components/form/form-text-field';
import { AppThemeProvider } from '../../lib/app-theme-provider';
import { useBackendHandle } from '../../lib/backend-context';
import { looksLikeBot } from './bot-check';
import { CONTACT_DEFAULTS, contactSchema, type ContactInput, type ContactValues } from './contact-schema';
import { sendContact } from './create-lead';

// Here rather than in landing-content.ts, so the form's chunk does not share a chunk with the page's.
export const CONTACT_THANKS = 'Gracias, te contactaremos pronto.';
export const CONTACT_FAILED = 'No pudimos enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo.';
const OPTIONAL = 'Opcional';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive technology):
 * naive bots fill every input they find, so anything in it marks the sender as one.
 */
function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', top: 0, width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label htmlFor={id}>Sitio web</label>
      <input id={id} ref={inputRef} name="sitio_web" type="text" tabIndex={-1} autoComplete="off" />
    </Box>
  );
}

/** The form in the app's MUI theme: the landing around it has its own stylesheet and no theme. */
export function ContactForm() {
  return (
    <AppThemeProvider>
      <ContactFormFields />
    </AppThemeProvider>
  );
}

function ContactFormFields() {
  // The page paints without the adapters: they load while the visitor types, at the first focus.
  const backend = useBackendHandle();
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: CONTACT_DEFAULTS,
    // Checked on submit, then on every change of a field: a message goes away as soon as it is fixed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { control } = form;
  const { isSubmitting } = form.formState;
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  // The form (and the button that had the focus) is gone: the focus goes to what replaced it, in the same commit
  // (a passive effect would leave the focus nowhere until it ran).
  useLayoutEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const save = async (values: ContactValues) => {
    setFailed(false);
    const now = Date.now();
    // A bot is thanked like anyone else, so it has no reason to try again; nothing is written.
    if (looksLikeBot({ honeypot: honeypot.current?.value ?? '', startedAt: shownAt.current ?? now, now })) {
      setSent(true);
      return;
    }
    try {
      const { admin } = await backend.load();
      if (!admin) throw new Error('Este modo no envía contactos');
      await sendContact(admin, values);
      setSent(true);
    } catch (error) {
      // Everything typed stays in the fields: the visitor only presses Enviar again.
      console.error('No se pudo guardar el contacto', error);
      setFailed(true);
    }
  };

  return (
    <>
      <Box role="status" ref={thanks} tabIndex={-1} sx={{ outline: 'none' }}>
        {sent && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 3,
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
            }}
          >
            <CheckCircleIcon sx={{ color: 'success.main' }} />
            <Typography sx={{ fontWeight: 600 }}>{CONTACT_THANKS}</Typography>
          </Box>
        )}
      </Box>
      {!sent && (
        <Box
          component="form"
          noValidate
          aria-label="Formulario de contacto"
          onSubmit={(event) => void form.handleSubmit(save)(event)}
          onFocus={() => void backend.load().catch(() => undefined)}
          sx={{
            position: 'relative',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            '& > .full': { gridColumn: '1 / -1' },
          }}
        >
          <FormTextField control={control} name="name" label="Nombre" required autoComplete="name" />
          <FormTextField
            control={control}
            name="email"
            label="Correo electrónico"
            type="email"
            required
            autoComplete="email"
          />
          <FormTextField
            control={control}
            name="company"
            label="Empresa"
            required
            autoComplete="organization"
          />
          <FormTextField
            control={control}
            name="phone"
            label="Teléfono"
            type="tel"
            autoComplete="tel"
            helperText={OPTIONAL}
          />
          <FormTextField
            control={control}
            name="employees"
            label="Número de empleados"
            inputProps={{ inputMode: 'numeric' }}
            autoComplete="off"
            helperText={OPTIONAL}
          />
          <Box className="full">
            <FormTextField
              control={control}
              name="message"
              label="Mensaje"
              multiline
              rows={4}
              helperText={`${OPTIONAL}, hasta 2000 caracteres`}
            />
          </Box>
          <Honeypot inputRef={honeypot} />
          {failed && (
            <Alert severity="error" role="alert" className="full">
              {CONTACT_FAILED}
            </Alert>
          )}
          <Box className="full">
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              sx={{ minHeight: 48 }}
            >
              {isSubmitting ? 'Enviando…' : 'Enviar'}
            </Button>
          </Box>
        </Box>
      )}
    </>
  );
}
