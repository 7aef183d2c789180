import type { Claims } from '../data/ports/auth-port';
import { verificationUrl } from '../data/texts/receipt-lines';
import { guardRedirect } from './guard';
import { ACCESS_LEVELS, APP_TITLE, ROUTES, findRoute, titleFor } from './route-table';

const who = {
  unauthenticated: null,
  employee: { role: 'employee', tenantId: 't1' },
  admin: { role: 'admin', tenantId: 't1' },
  superuser: { role: 'superuser', tenantId: 't1', businessId: 'b1' },
  unknown: { role: 'auditor', tenantId: 't1' },
  inspector: { role: 'inspector', tenantId: 't1', accessUntil: Date.UTC(2099, 0, 1) },
} satisfies Record<string, Claims | null>;

type Who = keyof typeof who;
const WHO = Object.keys(who) as Who[];

const adminPaths = [
  '/dashboard',
  '/configuracion',
  '/empleados',
  '/empleados/x',
  '/agenda',
  '/turnos',
  '/Remuneraciones',
  '/remuneraciones',
  '/alertas',
  '/asistencias',
  '/asistencias/x/y',
  '/adherencia',
  '/logs',
  '/horas-extras',
  '/totales',
  '/feriados',
  '/libres',
  '/ausencias',
];
const superuserPaths = ['/admin/leads', '/admin/empresas', '/admin/indicadores'];
const signedInPaths = ['/mi-agenda', '/mis-horarios', '/mi-historial', '/checkin', '/perfil'];
/** Public to everyone, signed in or out: the receipt verification. */
const verifyPaths = ['/verificar', '/verificar/x', '/verificar/ABCD-EF12-3456-GH78'];

/** The expected outcome for every route × principal, written out rather than derived. */
function expected(path: string, w: Who): string | null {
  if (path === '/')
    return {
      unauthenticated: null,
      employee: '/checkin',
      admin: '/dashboard',
      superuser: '/dashboard',
      unknown: null,
      inspector: '/fiscalizacion',
    }[w];
  if (path === '/login' || path === '/crear')
    return {
      unauthenticated: null,
      employee: '/checkin',
      admin: '/dashboard',
      superuser: '/dashboard',
      unknown: '/dashboard',
      inspector: '/fiscalizacion',
    }[w];
  // Admin pages send the inspector to / like any non-manager (spec §4); / sends it on to /fiscalizacion.
  if (path === '/dashboard' || adminPaths.includes(path))
    return {
      unauthenticated: '/login',
      employee: '/checkin',
      admin: null,
      superuser: null,
      unknown: '/',
      inspector: '/',
    }[w];
  // Public: a visitor gets the portal de fiscalización (Res. Ex. N° 38 art. 17).
  if (path === '/fiscalizacion')
    return {
      unauthenticated: null,
      employee: '/checkin',
      admin: '/dashboard',
      superuser: '/dashboard',
      unknown: '/',
      inspector: null,
    }[w];
  if (superuserPaths.includes(path))
    return {
      unauthenticated: '/login',
      employee: '/checkin',
      admin: '/dashboard',
      superuser: null,
      unknown: '/',
      inspector: '/',
    }[w];
  if (path === '/checkin')
    return {
      unauthenticated: '/login',
      employee: null,
      admin: '/dashboard',
      superuser: '/dashboard',
      unknown: null,
      inspector: '/fiscalizacion',
    }[w];
  if (verifyPaths.includes(path)) return null;
  // Public (Res. Ex. N° 38 art. 40.2): the correction e-mail's objection link, signed in or out; the inspector stays
  // on its screen.
  if (path === '/objetar') return w === 'inspector' ? '/fiscalizacion' : null;
  if (signedInPaths.includes(path))
    return {
      unauthenticated: '/login',
      employee: null,
      admin: null,
      superuser: null,
      unknown: null,
      inspector: '/fiscalizacion',
    }[w];
  return null; // unknown paths: the not-found screen, for everyone
}

const allPaths = [
  '/',
  '/login',
  '/crear',
  '/fiscalizacion',
  ...adminPaths,
  ...superuserPaths,
  ...signedInPaths,
  ...verifyPaths,
  '/objetar',
  '/no-existe',
  '/empleados/a/b',
  '/admin',
];

describe('guardRedirect (spec §4)', () => {
  it('every route of the registry has an access level and a title', () => {
    for (const route of ROUTES) {
      expect(ACCESS_LEVELS).toContain(route.access);
      expect(route.title.trim()).not.toBe('');
    }
  });

  it('covers every route of the registry', () => {
    for (const route of ROUTES) {
      const sample = route.path.replace(':type', 'x').replace(':range', 'y').replace(':code', 'x');
      expect(findRoute(sample)?.access).toBe(route.access);
      expect(allPaths.some((p) => p.toLowerCase() === sample.toLowerCase())).toBe(true);
    }
  });

  for (const path of allPaths) {
    for (const w of WHO) {
      it(`${w} opening ${path} → ${expected(path, w) ?? 'proceeds'}`, () => {
        expect(guardRedirect(path, who[w])).toBe(expected(path, w));
      });
    }
  }

  it('a redirect target never redirects again for managers and employees', () => {
    for (const path of allPaths) {
      for (const w of ['employee', 'admin', 'superuser'] as const) {
        const target = guardRedirect(path, who[w]);
        if (target) expect(guardRedirect(target, who[w])).toBeNull();
      }
    }
  });

  it('the unknown role settles on the landing page after following redirects', () => {
    let path: string | null = '/login';
    const seen: string[] = [];
    while (path && seen.length < 5) {
      seen.push(path);
      path = guardRedirect(path, who.unknown);
    }
    expect(seen).toEqual(['/login', '/dashboard', '/']);
  });

  it('matches like the router: case and a trailing slash make no difference', () => {
    expect(guardRedirect('/dashboard/', null)).toBe('/login');
    expect(guardRedirect('/Dashboard', null)).toBe('/login');
    expect(guardRedirect('/TURNOS', who.employee)).toBe('/checkin');
    expect(guardRedirect('/ADMIN/LEADS', null)).toBe('/login');
    expect(guardRedirect('/login/', who.admin)).toBe('/dashboard');
    expect(guardRedirect('/checkin/', who.admin)).toBe('/dashboard');
    expect(guardRedirect('/Checkin', who.superuser)).toBe('/dashboard');
    expect(guardRedirect('/DASHBOARD', who.employee)).toBe('/checkin');
    expect(findRoute('/REMUNERACIONES')?.access).toBe('admin');
    expect(titleFor('/ADMIN/LEADS/')).toBe('Gestión de Leads CRM');
  });

  it('sends each role home after sign-in', () => {
    expect(guardRedirect('/login', who.employee)).toBe('/checkin');
    expect(guardRedirect('/login', who.admin)).toBe('/dashboard');
    expect(guardRedirect('/login', who.superuser)).toBe('/dashboard');
  });
});

describe('guardRedirect: an account on its initial password (security review M5)', () => {
  const flagged = {
    employee: { ...who.employee, mustChangePassword: true },
    admin: { ...who.admin, mustChangePassword: true },
    superuser: { ...who.superuser, mustChangePassword: true },
  } satisfies Record<string, Claims>;

  for (const [role, claims] of Object.entries(flagged)) {
    it(`sends the ${role} from every route to /perfil, and lets /perfil proceed`, () => {
      for (const path of allPaths.filter((p) => findRoute(p) !== undefined && p !== '/perfil')) {
        expect(guardRedirect(path, claims), path).toBe('/perfil');
      }
      expect(guardRedirect('/perfil', claims)).toBeNull();
      expect(guardRedirect('/Perfil/', claims)).toBeNull();
      // An unknown path is the not-found screen, as for everyone.
      expect(guardRedirect('/no-existe', claims)).toBeNull();
    });
  }

  it('sends a flagged person from /login to /perfil after sign-in, and home once the flag is gone', () => {
    expect(guardRedirect('/login', flagged.employee)).toBe('/perfil');
    expect(guardRedirect('/', flagged.admin)).toBe('/perfil');
    expect(guardRedirect('/', who.employee)).toBe('/checkin');
    expect(guardRedirect('/', who.admin)).toBe('/dashboard');
  });
});

describe('titleFor', () => {
  it('uses the route titles (spec §2 where it gives one) and the product title otherwise', () => {
    expect(titleFor('/login')).toBe('Inicio de sesión');
    expect(titleFor('/admin/leads')).toBe('Gestión de Leads CRM');
    expect(titleFor('/admin/indicadores')).toBe('Indicadores previsionales');
    expect(titleFor('/admin/empresas')).toBe('Empresas');
    expect(titleFor('/alertas')).toBe('Alertas');
    expect(titleFor('/dashboard')).toBe('Inicio');
    expect(titleFor('/')).toBe(APP_TITLE);
    expect(titleFor('/no-existe')).toBe('Asiste - Control de asistencia más simple');
  });

  it("names the receipt's verification page, the code's path included (the receipt's QR opens it)", () => {
    const path = new URL(verificationUrl('https://asiste.example.cl', 'ABCD-EF12-3456-GH78')).pathname;
    expect(titleFor(path)).toBe('Verificar comprobante');
    expect(findRoute(path)?.access).toBe('public');
    expect(titleFor('/verificar')).toBe('Verificar comprobante');
  });
});
