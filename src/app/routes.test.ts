// @vitest-environment jsdom
import { importScreen } from './routes';
import { bareForVisitor, ROUTES } from './route-table';

describe('the route registry against the code', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s opens a screen that exists',
    async (_, route) => {
      const Component = await importScreen(route.screen, route.title);
      expect(typeof Component).toBe('function');
    },
  );

  it('names each screen module once per component', () => {
    const modules = ROUTES.flatMap((route) => ('module' in route.screen ? [route.screen] : []));
    for (const screen of modules) expect(screen.module).toMatch(/^[a-z-]+\/[a-z-]+-screen$/);
  });
});

describe('bareForVisitor', () => {
  it('is the public pages with their own styles only: /checkin, signed-in, keeps the app frame', () => {
    expect(ROUTES.filter(bareForVisitor).map((route) => route.path)).toEqual(['/', '/login']);
    expect(ROUTES.find((route) => route.path === '/checkin')?.ownStyles).toBe(true);
  });
});
