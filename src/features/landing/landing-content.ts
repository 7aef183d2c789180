/** The landing page's copy and prices, kept apart from its layout. Legal figures: /work/shared/reference/chile-payroll.md. */

/** The sections the header's links jump to (each section's `id`). */
export const SECTION_IDS = {
  features: 'funciones',
  plans: 'planes',
  faq: 'preguntas',
  contact: 'contacto',
} as const;

export const NAV_LINKS = [
  { label: 'Funciones', id: SECTION_IDS.features },
  { label: 'Planes', id: SECTION_IDS.plans },
  { label: 'Preguntas', id: SECTION_IDS.faq },
  { label: 'Contacto', id: SECTION_IDS.contact },
] as const;

export const HERO = {
  title: 'Control de asistencia más simple',
  text:
    'Tu equipo marca entrada y salida desde el celular, tú planificas la semana dentro de la ley y Asiste ' +
    'arma las liquidaciones con esas mismas horas.',
};

export type FeatureId = 'punch' | 'plan' | 'payslip';

export interface Feature {
  id: FeatureId;
  title: string;
  text: string;
  points: readonly string[];
}

export const FEATURES_TITLE = 'Tres cosas que Asiste hace mejor';

export const FEATURES: readonly Feature[] = [
  {
    id: 'punch',
    title: 'Marcas desde el celular, con comprobante',
    text:
      'Cada entrada y salida queda con la hora del servidor, no la del teléfono, y con un código de ' +
      'verificación, como pide la Resolución Exenta N° 38 de la Dirección del Trabajo.',
    points: [
      'Comprobante al correo de la persona en cada marca',
      'Cualquiera puede verificar el código en línea',
    ],
  },
  {
    id: 'plan',
    title: 'Una planificación que respeta la jornada legal',
    text:
      'Mientras armas los turnos de la semana, Asiste suma las horas de cada persona y te avisa si alguien ' +
      'supera el límite de la Ley 21.561: 42 horas semanales desde el 26 de abril de 2026 y 40 desde el 26 de ' +
      'abril de 2028.',
    points: ['También avisa más de 10 horas en un día y menos de 12 horas de descanso', 'Feriados incluidos'],
  },
  {
    id: 'payslip',
    title: 'Liquidaciones directo desde la asistencia',
    text:
      'Los días trabajados, las horas extras que apruebas y los atrasos pasan solos a la liquidación de sueldo, ' +
      'con gratificación, AFP, salud y seguro de cesantía.',
    points: ['Cada monto dice de dónde salió', 'Sin copiar datos de una planilla a otra'],
  },
];

export type PlanAction = { label: string; to: '/crear' } | { label: string; section: string };

export interface Plan {
  name: string;
  /** Pesos per person and month before IVA; 0 is free; null: priced case by case. */
  pricePerPerson: number | null;
  people: string;
  points: readonly string[];
  action: PlanAction;
  featured?: boolean;
}

export const PLANS_TITLE = 'Planes y precios';

export const PLANS: readonly Plan[] = [
  {
    name: 'Gratis',
    pricePerPerson: 0,
    people: 'Hasta 10 personas',
    points: ['Marcas con comprobante', 'Planificación y alertas', 'Reportes y liquidaciones', 'Sin tarjeta'],
    action: { label: 'Crear cuenta gratis', to: '/crear' },
  },
  {
    name: 'Pyme',
    pricePerPerson: 1990,
    people: 'De 11 a 100 personas',
    points: ['Todo lo del plan Gratis', 'Pagas según el tamaño de tu equipo'],
    action: { label: 'Empezar', to: '/crear' },
    featured: true,
  },
  {
    name: 'Empresa',
    pricePerPerson: null,
    people: 'Más de 100 personas',
    points: ['Todo lo del plan Pyme', 'Precio y condiciones a tu medida'],
    action: { label: 'Contactar ventas', section: SECTION_IDS.contact },
  },
];

export const FAQ_TITLE = 'Preguntas frecuentes';

export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: '¿Es válido ante la Dirección del Trabajo?',
    answer:
      'Asiste registra cada marca como pide la Resolución Exenta N° 38: hora del servidor, código de ' +
      'verificación y comprobante al correo del trabajador. Para reemplazar el libro o el reloj control, todo ' +
      'sistema electrónico necesita además la certificación y la autorización de la DT: pregúntanos en qué ' +
      'etapa está la nuestra antes de dar el paso.',
  },
  {
    question: '¿Necesito instalar algo?',
    answer:
      'No. Asiste funciona en el navegador del celular y del computador. Tu equipo entra con su correo y marca ' +
      'desde su propio teléfono.',
  },
  {
    question: '¿Qué pasa si no hay señal?',
    answer:
      'La marca queda pendiente en el teléfono y se envía sola al volver la conexión. Mientras tanto el ' +
      'comprobante muestra la hora del teléfono y dice que está pendiente; el código de verificación llega ' +
      'cuando el servidor la recibe.',
  },
  {
    question: '¿Puedo probar sin tarjeta?',
    answer:
      'Sí. El plan Gratis no pide tarjeta y sirve para equipos de hasta 10 personas. Si tu equipo crece, ' +
      'pasas al plan Pyme cuando lo necesites.',
  },
  {
    question: '¿Cómo se calculan las horas extra?',
    answer:
      'Asiste compara lo marcado con el turno planificado y te muestra el tiempo de más, con un aviso si pasa ' +
      'de 2 horas en el día, del límite semanal o si no hay pacto de horas extras. Solo las que apruebas llegan ' +
      'a la liquidación, con el recargo legal del 50 %: con 42 horas semanales y un sueldo de $900.000, cada ' +
      'hora extra vale $7.500.',
  },
  {
    question: '¿Mis datos están seguros?',
    answer:
      'Se guardan en Firebase, de Google Cloud, cifrados en tránsito y en reposo. Cada empresa ve solo sus ' +
      'datos y cada persona solo lo que su rol le permite.',
  },
];

export const CONTACT_TITLE = 'Contáctanos';
export const CONTACT_TEXT =
  '¿Tienes más de 100 personas o una pregunta que no está aquí? Déjanos tus datos y te escribimos.';
