/** CRM leads from the landing page: prospects (no tenant yet) and the demo bakery itself, already won. */
import type { Lead, LeadStatus } from '../../../ports/collections';
import type { WithId } from '../../../ports/document-store';
import type { SeedCalendar } from './calendar';
import { rngFor } from './prng';

interface LeadSeed {
  name: string;
  company: string;
  domain: string;
  employees: number | null;
  message: string | null;
  status: LeadStatus;
  phone: boolean;
}

const PROSPECTS: readonly LeadSeed[] = [
  {
    name: 'Marcelo Ibáñez',
    company: 'Ferretería El Roble',
    domain: 'elroble.cl',
    employees: 18,
    message: 'Queremos dejar el libro de asistencia en papel.',
    status: 'nuevo',
    phone: true,
  },
  {
    name: 'Carolina Peña',
    company: 'Minimarket Los Aromos',
    domain: 'losaromos.cl',
    employees: 9,
    message: null,
    status: 'nuevo',
    phone: false,
  },
  {
    name: 'Rafael Sandoval',
    company: 'Clínica Dental Sonrisa',
    domain: 'dentalsonrisa.cl',
    employees: 25,
    message: '¿Sirve para turnos con horario cortado?',
    status: 'contactado',
    phone: true,
  },
  {
    name: 'Lorena Aguilera',
    company: 'Restaurante Don Pancho',
    domain: 'donpancho.cl',
    employees: 32,
    message: 'Tenemos turnos de noche y fines de semana.',
    status: 'demo',
    phone: true,
  },
  {
    name: 'Esteban Poblete',
    company: 'Transportes Andes Sur',
    domain: 'andessur.cl',
    employees: 60,
    message: 'Necesitamos controlar horas extra de conductores.',
    status: 'propuesta',
    phone: true,
  },
  {
    name: 'Mónica Salinas',
    company: 'Colegio San Alberto',
    domain: 'sanalberto.cl',
    employees: 85,
    message: null,
    status: 'perdido',
    phone: false,
  },
  {
    name: 'Hernán Gallardo',
    company: 'Automotora Gallardo',
    domain: 'autogallardo.cl',
    employees: 14,
    message: 'Me interesa la integración con remuneraciones.',
    status: 'contactado',
    phone: true,
  },
];

export function buildLeads(
  seed: number,
  calendar: SeedCalendar,
  tenantId: string,
  tenantCreatedAt: Date,
): WithId<Lead>[] {
  const rng = rngFor(seed, 'leads');
  const nowMs = calendar.now.getTime();
  const leads: WithId<Lead>[] = PROSPECTS.map((prospect, index) => ({
    id: `lead-${String(index + 1).padStart(2, '0')}`,
    tenantId: null,
    name: prospect.name,
    email: `${
      prospect.name
        .split(' ')[0]
        ?.normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase() ?? 'contacto'
    }@${prospect.domain}`,
    company: prospect.company,
    phone: prospect.phone ? `+56 9 ${rng.int(4000, 9999)} ${rng.int(1000, 9999)}` : null,
    employees: prospect.employees,
    message: prospect.message,
    status: prospect.status,
    createdAt: new Date(nowMs - rng.int(1, 90) * 86_400_000 - rng.int(0, 600) * 60_000),
  }));
  leads.push({
    id: 'lead-la-espiga',
    tenantId,
    name: 'Sofía Díaz',
    email: 'sofia.diaz@laespiga.cl',
    company: 'Panadería La Espiga',
    phone: '+56 9 6123 4587',
    employees: 40,
    message: 'Somos una panadería con turnos de madrugada y noche.',
    status: 'ganado',
    createdAt: new Date(tenantCreatedAt.getTime() - 21 * 86_400_000),
  });
  return leads;
}
