/**
 * The people of the demo bakery: who they are, where they work and which Turno and weekly pattern they
 * follow. Fixed on purpose (the seed only varies RUTs, hire dates, pay and attendance), so that the
 * scripted scenarios of the day can rely on who is on which shift.
 */
import type { Role } from '../../../ports/auth-port';
import type { PayKind } from '../../../ports/collections';
import type { Nationality, Sex } from '../../../../domain/labels';
import type { ShiftKey } from './shifts';

/**
 * `weekdays`: Monday–Friday; `weekdays-alt-saturday`: plus every other Saturday; `sunday-thursday`: night
 * bakers (the bread of Monday–Friday mornings); `saturday`: a Saturday stand-in; `none`: no schedule.
 */
export type WorkPattern = 'weekdays' | 'weekdays-alt-saturday' | 'sunday-thursday' | 'saturday' | 'none';

export interface RosterEntry {
  id: string;
  displayName: string;
  /** Only for the demo accounts; the others get `nombre.apellido@laespiga.cl`. */
  email: string | null;
  role: Role;
  department: string;
  position: string;
  shift: ShiftKey | null;
  pattern: WorkPattern;
  contractWeeklyHours: number;
  payKind: PayKind;
  /** Reference pay before the seed's jitter: CLP per month or per hour. */
  pay: number;
  disabled: boolean;
  /** Bakers keep working on holidays that are not irrenunciables. */
  worksHolidays: boolean;
  /** Previred's sexo (field 6), from the first name (WOMEN). */
  sex: Sex;
  /** Previred's nacionalidad (field 7): chilena unless listed in FOREIGN. */
  nationality: Nationality;
}

interface EntryOptions {
  id?: string;
  email?: string;
  role?: Role;
  hourly?: boolean;
  disabled?: boolean;
  worksHolidays?: boolean;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The women of the roster, by first name: the others are men (Previred field 6). */
const WOMEN: ReadonlySet<string> = new Set([
  'Sofía',
  'Camila',
  'Patricia',
  'Valentina',
  'Marcela',
  'Daniela',
  'Claudia',
  'Isidora',
  'Francisca',
  'Javiera',
  'Constanza',
  'Ignacia',
  'Catalina',
  'Fernanda',
  'Antonia',
  'Paula',
  'Rosa',
  'Verónica',
]);

/** The one foreign worker of the bakery (Previred field 7 = 1). */
const FOREIGN: ReadonlySet<string> = new Set(['Héctor Tapia']);

function entry(
  displayName: string,
  department: string,
  position: string,
  shift: ShiftKey | null,
  pattern: WorkPattern,
  contractWeeklyHours: number,
  pay: number,
  options: EntryOptions = {},
): RosterEntry {
  return {
    id: options.id ?? `emp-${slug(displayName)}`,
    displayName,
    email: options.email ?? null,
    role: options.role ?? 'employee',
    department,
    position,
    shift,
    pattern,
    contractWeeklyHours,
    payKind: options.hourly === true ? 'hourly' : 'monthly',
    pay,
    disabled: options.disabled ?? false,
    worksHolidays: options.worksHolidays ?? false,
    sex: WOMEN.has(displayName.split(' ')[0] ?? '') ? 'F' : 'M',
    nationality: FOREIGN.has(displayName) ? 'extranjera' : 'chilena',
  };
}

export function emailFor(displayName: string): string {
  const [first = 'persona', last = 'espiga'] = slug(displayName).split('-');
  return `${first}.${last}@laespiga.cl`;
}

const ADM = 'Administración';
const PAN = 'Panadería';
const PAS = 'Pastelería';
const PRO = 'Producción';
const VEN = 'Ventas';
const REP = 'Reparto';
const MAN = 'Mantención';
const ALT = 'weekdays-alt-saturday';
const BAKER: EntryOptions = { worksHolidays: true };

export const ROSTER: readonly RosterEntry[] = [
  entry('Sofía Díaz', ADM, 'Gerenta General', null, 'none', 42, 3_200_000, {
    id: 'demo-super',
    email: 'super@asiste.demo',
    role: 'superuser',
  }),
  entry('Andrés Soto', ADM, 'Jefe de Administración y Personas', 'oficina', 'weekdays', 40, 1_850_000, {
    id: 'demo-admin',
    email: 'admin@asiste.demo',
    role: 'admin',
  }),
  entry('Camila Rojas', ADM, 'Asistente Administrativa', 'oficina', 'weekdays', 40, 720_000, {
    id: 'demo-empleado',
    email: 'empleado@asiste.demo',
  }),
  entry('Patricia Muñoz', ADM, 'Contadora', 'oficina', 'weekdays', 40, 1_450_000, { role: 'admin' }),
  entry('Felipe Contreras', ADM, 'Encargado de Compras', 'oficina', 'weekdays', 40, 980_000),
  entry('Valentina Fuentes', ADM, 'Asistente de Personas', 'oficina', 'weekdays', 40, 690_000),
  entry('Juan Pérez', PAN, 'Maestro Panadero', 'madrugada', ALT, 42, 1_100_000, BAKER),
  entry('Luis González', PAN, 'Panadero', 'madrugada', ALT, 42, 780_000, BAKER),
  // The night-shift demo account: his 22:00–06:00 slot ends on the morning after it starts.
  entry('Carlos Morales', PAN, 'Panadero', 'noche', 'sunday-thursday', 40, 820_000, {
    ...BAKER,
    email: 'noche@asiste.demo',
  }),
  entry('Jorge Vargas', PAN, 'Panadero', 'noche', 'sunday-thursday', 40, 800_000, BAKER),
  entry('Nicolás Araya', PAN, 'Ayudante de Panadería', 'noche', 'sunday-thursday', 40, 590_000, BAKER),
  entry('Rodrigo Silva', PAN, 'Ayudante de Panadería', 'madrugada', ALT, 42, 580_000, BAKER),
  entry('Cristián Herrera', PAN, 'Panadero', 'tarde', ALT, 42, 780_000, BAKER),
  entry('Marcela Castillo', PAS, 'Pastelera', 'manana', ALT, 42, 820_000),
  entry('Daniela Espinoza', PAS, 'Pastelera', 'manana', ALT, 42, 800_000),
  entry('Héctor Tapia', PAS, 'Ayudante de Pastelería', 'manana', ALT, 42, 575_000),
  entry('Francisco Reyes', PRO, 'Jefe de Producción', 'manana', 'weekdays', 42, 1_400_000, { role: 'admin' }),
  entry('Claudia Lagos', PRO, 'Operaria de Envasado', 'manana', ALT, 42, 585_000),
  entry('Ricardo Bravo', PRO, 'Operario de Envasado', 'tarde', 'weekdays', 42, 585_000),
  entry('Isidora Olivares', PRO, 'Operaria de Producción', 'madrugada', 'weekdays', 42, 590_000),
  entry('Francisca Sepúlveda', VEN, 'Cajera', 'manana', ALT, 42, 600_000),
  entry('Javiera Torres', VEN, 'Vendedora', 'tarde', ALT, 42, 590_000),
  entry('Constanza Flores', VEN, 'Vendedora', 'cortado', 'weekdays', 40, 590_000),
  entry('Ignacia Núñez', VEN, 'Cajera', 'tarde', ALT, 42, 600_000),
  entry('Catalina Gutiérrez', VEN, 'Vendedora', 'media-jornada', 'weekdays', 30, 4_200, { hourly: true }),
  entry('Tomás Jara', VEN, 'Vendedor', 'part-time-tarde', 'weekdays', 20, 4_000, { hourly: true }),
  entry('Fernanda Vergara', VEN, 'Supervisora de Local', 'manana', 'weekdays', 42, 950_000),
  entry('Antonia Rivera', VEN, 'Vendedora', 'cortado', ALT, 42, 590_000),
  entry('Paula Cárdenas', VEN, 'Cajera', 'tarde', 'weekdays', 40, 600_000),
  entry('Benjamín Carrasco', VEN, 'Reponedor', 'manana', 'weekdays', 42, 570_000),
  entry('Matías Figueroa', REP, 'Repartidor', 'madrugada', ALT, 42, 620_000),
  entry('Diego Álvarez', REP, 'Repartidor', 'manana', 'weekdays', 42, 620_000),
  entry('Sebastián Medina', REP, 'Conductor', 'madrugada', 'weekdays', 42, 750_000),
  entry('Pablo Riquelme', REP, 'Repartidor de reemplazo', 'manana', 'saturday', 20, 4_500, { hourly: true }),
  entry('Manuel Cortés', REP, 'Encargado de Despacho', 'manana', 'weekdays', 42, 850_000),
  entry('Rosa Pizarro', MAN, 'Auxiliar de Aseo', 'tarde', 'weekdays', 40, 560_000),
  entry('Gabriel Navarro', MAN, 'Técnico de Mantención', 'oficina', 'weekdays', 40, 880_000),
  entry('Eduardo Miranda', REP, 'Repartidor', null, 'none', 42, 620_000, { disabled: true }),
  entry('Verónica Saavedra', VEN, 'Cajera', null, 'none', 42, 600_000, { disabled: true }),
  entry('Alejandro Vera', PAN, 'Panadero', null, 'none', 42, 780_000, { disabled: true }),
];
