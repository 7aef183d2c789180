/**
 * The onboarding checklist of a new company's /dashboard: five first steps, each ticked by what the
 * tenant really has (a Lugar de trabajo, people besides the admin, shifts, a planned day) or, for sharing the
 * punch link, by the admin having shared it on this device. Shown while the company is young, until every step
 * is done or the admin hides it. The workplace comes first: its address is printed on every punch receipt
 * (Res. Ex. N° 38 art. 13), so it is asked for before anyone punches.
 */
export const ONBOARDING_STEPS = ['workplace', 'team', 'shifts', 'plan', 'share'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_LABEL: Readonly<Record<OnboardingStep, string>> = {
  workplace: 'Registra tu lugar de trabajo',
  team: 'Agrega a tu equipo',
  shifts: 'Crea tus turnos',
  plan: 'Planifica la semana',
  share: 'Comparte el enlace de marcación',
};

export const ONBOARDING_HELP: Readonly<Record<OnboardingStep, string>> = {
  workplace: 'Su dirección se imprime en cada comprobante de marca (Res. Ex. N° 38).',
  team: 'Crea a las personas que marcarán, una a una o desde un archivo CSV.',
  shifts: 'Define los horarios de tu empresa: mañana, tarde, noche o cortados.',
  plan: 'Asigna turnos a cada persona; Asiste revisa la jornada semanal mientras planificas.',
  share: 'Tu equipo marca entrada y salida desde el celular con este enlace.',
};

/** The section `Lugares de trabajo` of /configuracion. */
export const WORKPLACES_SETTINGS_LINK = '/configuracion#lugares-de-trabajo';

export const ONBOARDING_LINK: Readonly<Record<Exclude<OnboardingStep, 'share'>, string>> = {
  workplace: WORKPLACES_SETTINGS_LINK,
  team: '/empleados',
  shifts: '/turnos',
  plan: '/agenda',
};

/** A company older than this has found its way: no checklist. */
export const ONBOARDING_DAYS = 60;

export interface OnboardingFacts {
  /** Active (not archived) Lugares de trabajo of the tenant. */
  workplaces: number;
  /** Active people of the tenant other than managers. */
  employees: number;
  shifts: number;
  /** Whether any day of anyone is planned. */
  planned: boolean;
  shared: boolean;
}

export function onboardingDone(facts: OnboardingFacts): Record<OnboardingStep, boolean> {
  return {
    workplace: facts.workplaces > 0,
    team: facts.employees > 0,
    shifts: facts.shifts > 0,
    plan: facts.planned,
    share: facts.shared,
  };
}

/** Whether the checklist may show at all: a young company that did not hide it (nothing is read otherwise). */
export function onboardingOpen(tenantCreatedAt: Date, now: Date, state: OnboardingState): boolean {
  const young = now.getTime() - tenantCreatedAt.getTime() < ONBOARDING_DAYS * 86_400_000;
  return young && !state.dismissed;
}

/** Whether the checklist is shown: a young company, not hidden, with a step left. */
export function showsOnboarding(
  tenantCreatedAt: Date,
  now: Date,
  state: OnboardingState,
  done: Record<OnboardingStep, boolean>,
): boolean {
  return onboardingOpen(tenantCreatedAt, now, state) && ONBOARDING_STEPS.some((step) => !done[step]);
}

/** What this device remembers of a tenant's checklist (localStorage `asiste.onboarding.<tenantId>`). */
export interface OnboardingState {
  shared: boolean;
  dismissed: boolean;
}

export const ONBOARDING_KEY_PREFIX = 'asiste.onboarding.';

export function readOnboarding(tenantId: string): OnboardingState {
  try {
    const raw = localStorage.getItem(`${ONBOARDING_KEY_PREFIX}${tenantId}`);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    const stored = typeof parsed === 'object' && parsed !== null ? (parsed as Partial<OnboardingState>) : {};
    return { shared: stored.shared === true, dismissed: stored.dismissed === true };
  } catch {
    return { shared: false, dismissed: false };
  }
}

export function writeOnboarding(tenantId: string, state: OnboardingState): void {
  try {
    localStorage.setItem(`${ONBOARDING_KEY_PREFIX}${tenantId}`, JSON.stringify(state));
  } catch (error) {
    console.error('No se pudo guardar el avance de la guía de inicio', error);
  }
}
