import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HERO, NAV_LINKS } from './landing-content';
import { PlansSection } from './plans-section';
import { useDemoSignIn } from './use-demo-sign-in';

function LandingHeader() {
  return (
    <AppBar position="static" color="transparent" elevation={0}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 800, color: 'primary.main' }}>
            Asiste
          </Typography>
          <Box component="nav" aria-label="Secciones" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {NAV_LINKS.map((link) => (
              <Button key={link.id} href={`#${link.id}`} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          <Button component={RouterLink} to="/login" variant="outlined">
            Iniciar sesión
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}

function Hero() {
  const demo = useDemoSignIn();
  return (
    <Box
      component="section"
      aria-labelledby="inicio-titulo"
      sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', maxWidth: 820, mx: 'auto' }}
    >
      <Typography
        id="inicio-titulo"
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: 34, md: 52 }, lineHeight: 1.15 }}
      >
        {HERO.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
        {HERO.text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
        <Button component={RouterLink} to="/crear" variant="contained" size="large" sx={{ minHeight: 48 }}>
          Crear cuenta gratis
        </Button>
        {demo.available && (
          <Button
            variant="outlined"
            size="large"
            disabled={demo.busy}
            onClick={() => void demo.start()}
            sx={{ minHeight: 48 }}
          >
            {demo.busy ? 'Abriendo la demostración…' : 'Probar la demostración'}
          </Button>
        )}
      </Stack>
      {demo.error !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 2, textAlign: 'left' }}>
          {demo.error}
        </Alert>
      )}
    </Box>
  );
}

function LandingFooter() {
  return (
    <Box component="footer" sx={{ py: 4, borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            Asiste · Control de asistencia más simple, hecho para Chile
          </Typography>
          <Stack direction="row" spacing={3}>
            <Link component={RouterLink} to="/verificar" variant="body2">
              Verificar un comprobante
            </Link>
            <Link component={RouterLink} to="/login" variant="body2">
              Iniciar sesión
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

/** The public page at `/`: what Asiste does, what it costs, answers, and a way to reach sales. */
export function LandingScreen() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <LandingHeader />
      <Container component="main" maxWidth="lg">
        <Hero />
        <FeaturesSection />
        <PlansSection />
        <FaqSection />
        <ContactSection />
      </Container>
      <LandingFooter />
    </Box>
  );
}
