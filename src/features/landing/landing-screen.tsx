/**
 * The public page at `/`, without MUI: plain elements styled by the shared plain sheets and landing.css, so a
 * visitor downloads neither MUI nor emotion for it (the contact form, MUI still, loads on its own as its section
 * nears the screen).
 */
// The plain sheets first: landing.css, after them, wins where a selector meets one of theirs.
import '../../components/plain/plain-theme.css';
import '../../components/plain/plain-controls.css';
import './landing.css';

import { Link as RouterLink } from 'react-router-dom';

import { Alert } from '../../components/alert';
import { useThemeStore } from '../../stores/theme-store';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HERO, NAV_LINKS } from './landing-content';
import { PlansSection } from './plans-section';
import { useDemoSignIn } from './use-demo-sign-in';

function LandingHeader() {
  return (
    <header>
      <div className="landing-toolbar">
        <p className="landing-logo">Asiste</p>
        <nav aria-label="Secciones" className="landing-nav">
          {NAV_LINKS.map((link) => (
            <a
              key={link.id}
              href={`#${link.id}`}
              className="plain-button plain-button--text plain-button--inherit"
            >
              {link.label}
            </a>
          ))}
        </nav>
        <RouterLink to="/login" className="plain-button plain-button--outlined">
          Iniciar sesión
        </RouterLink>
      </div>
    </header>
  );
}

function Hero() {
  const demo = useDemoSignIn();
  return (
    <section aria-labelledby="inicio-titulo" className="landing-hero">
      <h1 id="inicio-titulo" className="landing-hero-title">
        {HERO.title}
      </h1>
      <p className="plain-secondary landing-hero-text">{HERO.text}</p>
      <div className="landing-hero-actions">
        <RouterLink to="/crear" className="plain-button plain-button--large plain-button--contained">
          Crear cuenta gratis
        </RouterLink>
        {demo.available && (
          <button
            type="button"
            className="plain-button plain-button--large plain-button--outlined"
            disabled={demo.busy}
            onClick={() => void demo.start()}
          >
            {demo.busy ? 'Abriendo la demostración…' : 'Probar la demostración'}
          </button>
        )}
      </div>
      {demo.error !== null && (
        <Alert severity="error" className="landing-hero-alert">
          {demo.error}
        </Alert>
      )}
    </section>
  );
}

function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer-row">
        <p className="plain-body2 plain-secondary">
          Asiste · Control de asistencia más simple, hecho para Chile
        </p>
        <div className="landing-footer-links">
          <RouterLink to="/verificar" className="landing-link plain-body2">
            Verificar un comprobante
          </RouterLink>
          <RouterLink to="/login" className="landing-link plain-body2">
            Iniciar sesión
          </RouterLink>
        </div>
      </div>
    </footer>
  );
}

/** The public page at `/`: what Asiste does, what it costs, answers, and a way to reach sales. */
export function LandingScreen() {
  // The page follows the app's saved theme; plain-theme.css holds both palettes.
  const mode = useThemeStore((s) => s.mode);
  return (
    <div className="plain-page landing" data-mode={mode}>
      <LandingHeader />
      <main className="landing-container">
        <Hero />
        <FeaturesSection />
        <PlansSection />
        <FaqSection />
        <ContactSection />
      </main>
      <LandingFooter />
    </div>
  );
}
