import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';

import { CONTACT_TEXT, CONTACT_TITLE, SECTION_IDS } from './landing-content';
import { SectionTitle } from './section-title';

function ContactFormUnavailable() {
  return (
    <p role="alert" className="landing-contact-unavailable">
      No pudimos cargar el formulario de contacto. Recarga la página para intentarlo de nuevo.
    </p>
  );
}

/**
 * The form's chunks (react-hook-form, zod, MUI and its styling engine: 114.5 KiB gzip, measured 2026-11-27) stay
 * out of the route's JavaScript, whose budget is bundle-budgets.json's '/'. If they cannot load (offline, or a
 * new deployment renamed them), the section says so instead of breaking the page.
 */
const ContactForm = lazy(() =>
  import('./contact-form').then(
    (module) => ({ default: module.ContactForm }),
    () => ({ default: ContactFormUnavailable }),
  ),
);

/** How far below the screen the form starts loading: a scroll or a tap on Contacto never waits for it. */
const LOAD_AHEAD = '800px 0px';

/** True once `element` comes within LOAD_AHEAD of the viewport (at once where the browser cannot tell). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** `Contáctanos`: the form sales answer, the anchor of the header's Contacto and of the Empresa plan. */
export function ContactSection() {
  const titleId = `${SECTION_IDS.contact}-titulo`;
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // Room for the form while it loads, so the footer does not jump under the visitor's eyes.
  const placeholder = <div className="landing-contact-placeholder" />;
  return (
    <section
      ref={section}
      id={SECTION_IDS.contact}
      aria-labelledby={titleId}
      className="landing-section landing-contact"
    >
      <SectionTitle id={titleId}>{CONTACT_TITLE}</SectionTitle>
      <p className="plain-secondary landing-contact-text">{CONTACT_TEXT}</p>
      {near ? (
        <Suspense fallback={placeholder}>
          <ContactForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
