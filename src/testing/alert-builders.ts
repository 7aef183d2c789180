/**
 * Tiny builders of computed alerts (the shape of `Alert` in src/features/alerts/alert-types.ts) for component
 * tests. Shared layers import no feature, so the shape is restated here; TypeScript checks it structurally
 * wherever a built alert is passed as an `Alert`.
 */

export type BuiltSeverity = 'error' | 'warning' | 'info';

export type BuiltType =
  | 'Entrada Tardía'
  | 'Llegada Tardía'
  | 'Salida Faltante'
  | 'Salida Temprana'
  | 'Descanso Largo'
  | 'Turno No Programado';

export interface BuiltAlert {
  id: string;
  type: BuiltType;
  severity: BuiltSeverity;
  userId: string;
  user?: { id: string; name: string; photoURL?: string | null };
  message: string;
  timestamp: Date;
  time: string;
}

/** People with distinct initials, for lists of alerts. */
export const ALERT_PEOPLE: readonly { id: string; name: string; initials: string }[] = [
  { id: 'u-camila', name: 'Camila Rojas', initials: 'CR' },
  { id: 'u-felipe', name: 'Felipe Contreras', initials: 'FC' },
  { id: 'u-marcela', name: 'Marcela Castillo', initials: 'MC' },
  { id: 'u-diego', name: 'Diego Álvarez', initials: 'DÁ' },
  { id: 'u-luis', name: 'Luis González', initials: 'LG' },
  { id: 'u-valentina', name: 'Valentina Fuentes', initials: 'VF' },
  { id: 'u-pablo', name: 'Pablo Riquelme', initials: 'PR' },
];

const SLUGS: Readonly<Record<BuiltType, string>> = {
  'Entrada Tardía': 'late-entry',
  'Llegada Tardía': 'late-arrival',
  'Salida Faltante': 'missing-checkout',
  'Salida Temprana': 'early-leave',
  'Descanso Largo': 'long-break',
  'Turno No Programado': 'unscheduled',
};

/** One alert; defaults to Camila Rojas's Llegada Tardía of 2026-11-18 09:00 in Santiago. */
export function buildAlert(overrides: Partial<BuiltAlert> = {}): BuiltAlert {
  const person = ALERT_PEOPLE[0] ?? { id: 'u-camila', name: 'Camila Rojas' };
  const type = overrides.type ?? 'Llegada Tardía';
  const userId = overrides.userId ?? overrides.user?.id ?? person.id;
  const name = overrides.user?.name ?? person.name;
  return {
    id: `${SLUGS[type]}:${userId}:2026-11-18:s0`,
    type,
    severity: 'warning',
    userId,
    user: { id: userId, name, photoURL: null },
    message: `${name} aún no ha registrado entrada (Programado: 09:00).`,
    timestamp: new Date('2026-11-18T12:00:00.000Z'),
    time: 'hace 20 minutos',
    ...overrides,
  };
}

/**
 * `count` alerts of different people (cycling through ALERT_PEOPLE), newest first, one minute apart from
 * `newest`, each with its own id, message and relative time.
 */
export function buildAlerts(count: number, newest = new Date('2026-11-18T12:30:00.000Z')): BuiltAlert[] {
  return Array.from({ length: count }, (_, i) => {
    const person = ALERT_PEOPLE[i % ALERT_PEOPLE.length] ?? { id: `u-${i}`, name: `Persona ${i}` };
    const userId = i < ALERT_PEOPLE.length ? person.id : `${person.id}-${i}`;
    return buildAlert({
      id: `late-entry:${userId}:2026-11-18:s${i}`,
      type: 'Entrada Tardía',
      userId,
      user: { id: userId, name: person.name, photoURL: null },
      message: `Entrada ${20 + i} min tarde.`,
      timestamp: new Date(newest.getTime() - i * 60_000),
      time: `hace ${10 + i} minutos`,
    });
  });
}
