import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';

import { useBackend } from '../../lib/backend-context';
import { FOR_EMPLOYEES, FOR_MANAGERS, WHY_SIMPLER } from './landing-content';

function FeatureColumn({ heading, items }: { heading: string; items: { title: string; text: string }[] }) {
  return (
    <Box component="section" aria-labelledby={`${heading}-title`}>
      <Typography id={`${heading}-title`} variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Stack spacing={2}>
        {items.map((item) => (
          <Card key={item.title} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h3">
                {item.title}
              </Typography>
              <Typography color="text.secondary">{item.text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

/** The public page at `/`: what Asiste does, for whom, and the way in. */
export function LandingScreen() {
  const { demo } = useBackend();
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <AppBar position="static" color="transparent" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 800, color: 'primary.main' }}>
            Asiste
          </Typography>
          <Button component={RouterLink} to="/login">
            Iniciar sesión
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg">
        <Box component="header" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 34, md: 52 } }}>
            Control de asistencia más simple
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ mt: 2, maxWidth: 720, mx: 'auto' }}
          >
            Tu equipo marca entrada y salida desde el celular; tú ves en vivo quién llegó, quién falta y
            cuántas horas se trabajaron, sin planillas.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
            <Button component={RouterLink} to="/login" variant="contained" size="large">
              Iniciar sesión
            </Button>
            {demo && (
              <Button component={RouterLink} to="/login" variant="outlined" size="large">
                Probar la demo
              </Button>
            )}
          </Stack>
        </Box>
        <Grid container spacing={4} sx={{ pb: 6 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FeatureColumn heading="Para tu equipo" items={FOR_EMPLOYEES} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FeatureColumn heading="Para quien administra" items={FOR_MANAGERS} />
          </Grid>
        </Grid>
        <Box component="section" aria-labelledby="why-title" sx={{ pb: 8 }}>
          <Typography id="why-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            ¿Por qué más simple?
          </Typography>
          <List>
            {WHY_SIMPLER.map((line) => (
              <ListItem key={line} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary={line} />
              </ListItem>
            ))}
          </List>
        </Box>
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">
          Asiste · Control de asistencia más simple
        </Typography>
      </Box>
    </Box>
  );
}
