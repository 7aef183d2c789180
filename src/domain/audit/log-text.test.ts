import {
  actorText,
  looksLikeRawId,
  readableText,
  readLog,
  technicalText,
  type LogEntryLike,
} from './log-text';
import type { TextContext } from './admin-text';

const ZONE = 'America/Santiago';
const PEOPLE = new Map([
  ['FaK34fjyS7egm0KZ4Ppq', 'Andrés Soto'],
  ['Qm1x9ZrT0pLk2VbN8cWe', 'Camila Rojas'],
]);
const context: TextContext = { timeZone: ZONE, personName: (id) => PEOPLE.get(id) ?? null };
const ADMIN = 'FaK34fjyS7egm0KZ4Ppq';
const CAMILA = 'Qm1x9ZrT0pLk2VbN8cWe';
/** 18-11-2026 10:49 in Santiago (UTC-3 in summer). */
const AT = new Date('2026-11-18T13:49:00.000Z');

const entry = (overrides: Partial<LogEntryLike>): LogEntryLike => ({
  actorId: ADMIN,
  action: 'tenant.update',
  target: null,
  details: null,
  createdAt: AT,
  ...overrides,
});

describe('readLog', () => {
  it('issue #47 item 6: an inspector access reads as a sentence with the local time, not JSON in UTC', () => {
    const details = JSON.stringify({
      after: {
        email: 'pedro.inspector@dt.gob.cl',
        role: 'inspector',
        days: 17,
        accessUntil: '2026-12-05T13:49:00.000Z',
      },
    });
    const read = readLog(
      entry({ action: 'admin.createInspectorAccess', target: 'Zt8qLmN2vB4xC6yD0wEr', details }),
      context,
    );
    expect(read).toEqual({
      when: '18-11-2026 10:49',
      who: 'Andrés Soto',
      action: 'Acceso de fiscalización otorgado',
      sentence: 'Acceso de fiscalización para pedro.inspector@dt.gob.cl hasta el 05-12-2026 10:49',
      technical: [
        'Acción: admin.createInspectorAccess',
        `Persona: ${ADMIN}`,
        'Objeto: Zt8qLmN2vB4xC6yD0wEr',
        'Fecha (UTC): 2026-11-18T13:49:00.000Z',
        `Detalle: ${details}`,
      ].join('\n'),
    });
  });

  it('issue #47 item 6: people administration (create, role, disable) names the people', () => {
    const created = readLog(
      entry({
        action: 'admin.createUser',
        target: CAMILA,
        details: JSON.stringify({
          after: {
            email: 'camila@espiga.cl',
            displayName: 'Camila Rojas',
            role: 'employee',
            tenantId: 't1',
            fileFields: ['rut'],
            invitation: true,
          },
        }),
      }),
      context,
    );
    expect(created.action).toBe('Persona creada');
    expect(created.sentence).toBe(
      'Alta de Camila Rojas (camila@espiga.cl) como empleado; invitación enviada por correo',
    );
    const role = readLog(
      entry({
        action: 'admin.setUserRole',
        target: CAMILA,
        details: JSON.stringify({ before: { role: 'employee' }, after: { role: 'admin' } }),
      }),
      context,
    );
    expect(role.sentence).toBe('Rol de Camila Rojas: Empleado → Administrador');
    const disabled = readLog(
      entry({
        action: 'admin.setUserDisabled',
        target: 'Gone0000xxxxYYYYzzzz',
        details: JSON.stringify({ before: { disabled: false }, after: { disabled: true } }),
      }),
      context,
    );
    expect(disabled.sentence).toBe('Cuenta de una persona eliminada desactivada');
  });

  it('issue #47 item 6: a refusal says why in Spanish, with the fields, and a retry says nothing changed', () => {
    const refused = readLog(
      entry({
        action: 'admin.createUser.refused',
        details: JSON.stringify({ reason: 'invalid-input', fields: ['email', 'file.rut'] }),
      }),
      context,
    );
    expect(refused.action).toBe('Rechazado: crear persona');
    expect(refused.sentence).toBe('Rechazado: había datos no válidos (campos: email, file.rut)');
    const last = readLog(
      entry({ action: 'admin.setUserDisabled.refused', details: JSON.stringify({ reason: 'last-admin' }) }),
      context,
    );
    expect(last.sentence).toBe('Rechazado: la empresa debe conservar al menos un administrador activo');
    const replay = readLog(
      entry({ action: 'admin.createUser.replayed', details: JSON.stringify({ replay: true }) }),
      context,
    );
    expect(replay.action).toBe('Reintento: crear persona');
    expect(replay.sentence).toBe(
      'Solicitud repetida: se devolvió el resultado ya registrado, sin repetir el cambio',
    );
  });

  it('issue #47 item 6: an inspection session and download name the fiscalizador, the access and the IP', () => {
    const inspector = 'InSp3ct0rUid000000000000abcd';
    const session = readLog(
      entry({
        actorId: inspector,
        action: 'admin.startInspection',
        target: inspector,
        details: JSON.stringify({
          email: 'pedro.inspector@dt.gob.cl',
          accessUntil: '2026-12-05T13:49:00.000Z',
          access: 'dt-key',
          ip: '200.1.2.3',
        }),
      }),
      context,
    );
    expect(session.who).toBe('Fiscalizador pedro.inspector@dt.gob.cl');
    expect(session.action).toBe('Sesión de fiscalización');
    expect(session.sentence).toBe(
      'pedro.inspector@dt.gob.cl inició una sesión de fiscalización con clave de la Dirección del Trabajo, vigente hasta el 05-12-2026 10:49; IP 200.1.2.3',
    );
    const download = readLog(
      entry({
        actorId: inspector,
        action: 'admin.recordInspectionDownload',
        details: JSON.stringify({
          email: 'pedro.inspector@dt.gob.cl',
          file: 'reporte-dt-jornada-2026-11-18.xlsx',
          ip: null,
        }),
      }),
      context,
    );
    expect(download.sentence).toBe(
      'pedro.inspector@dt.gob.cl descargó reporte-dt-jornada-2026-11-18.xlsx; IP no registrada',
    );
  });

  it('issue #47 item 6: companies, reminders and one’s own credentials read as sentences', () => {
    const signUp = readLog(
      entry({
        action: 'admin.signUp',
        details: JSON.stringify({
          after: {
            name: 'La Espiga',
            legalName: 'Panadería La Espiga SpA',
            taxId: '76.123.456-7',
            timeZone: ZONE,
          },
          admin: { email: 'andres@espiga.cl', displayName: 'Andrés Soto', role: 'admin' },
          holidays: 16,
          workplace: { id: 'w1', name: 'Casa matriz', address: 'Av. Matta 100, Santiago' },
        }),
      }),
      context,
    );
    expect(signUp.action).toBe('Empresa registrada en línea');
    expect(signUp.sentence).toBe(
      'Registro en línea de la empresa La Espiga (Panadería La Espiga SpA), RUT 76.123.456-7; administrador Andrés Soto (andres@espiga.cl); 16 feriados cargados; lugar de trabajo Casa matriz, Av. Matta 100, Santiago',
    );
    const reminder = readLog(
      entry({
        action: 'admin.remindWeekSignatures',
        details: JSON.stringify({ week: '2026-11-09', asked: 4, reminded: 3 }),
      }),
      context,
    );
    expect(reminder.sentence).toBe(
      'Recordatorio de firma de la semana del 9 al 15 de noviembre de 2026: avisadas 3 de 4 personas',
    );
    const password = readLog(
      entry({ action: 'admin.setOwnPassword', details: JSON.stringify({ initialPassword: 'replaced' }) }),
      context,
    );
    expect([password.action, password.sentence]).toEqual([
      'Contraseña cambiada',
      'Reemplazó su contraseña inicial',
    ]);
    const pin = readLog(
      entry({ action: 'admin.setOwnPin', details: JSON.stringify({ pin: 'set' }) }),
      context,
    );
    expect(pin.sentence).toBe('Creó su PIN');
  });

  it('issue #47 item 6: the server’s Spanish details stay, with ids named and day keys as dd-MM-yyyy', () => {
    const overtime = readLog(
      entry({
        action: 'overtime.approve',
        details: `${CAMILA}, 17-11-2026: aprobada 1 h de 1 h 30 min`,
      }),
      context,
    );
    expect(overtime.action).toBe('Horas extras aprobadas');
    expect(overtime.sentence).toBe('Camila Rojas, 17-11-2026: aprobada 1 h de 1 h 30 min');
    const close = readLog(
      entry({
        action: 'period.close',
        details: 'Periodo octubre de 2026 cerrado (01-10-2026 al 31-10-2026).',
      }),
      context,
    );
    expect(close.action).toBe('Periodo cerrado');
    expect(close.sentence).toBe('Periodo octubre de 2026 cerrado (01-10-2026 al 31-10-2026).');
    const publish = readLog(
      entry({
        action: 'schedule.publish',
        details: 'Publicó 35 turnos de 7 personas (2026-11-16 – 2026-11-22)',
      }),
      context,
    );
    expect(publish.sentence).toBe('Publicó 35 turnos de 7 personas (16-11-2026 – 22-11-2026)');
    const indicators = readLog(
      entry({
        action: 'indicators.update',
        details: 'Indicadores de noviembre de 2026 (versión 1): UTM ($): sin valor → 72.400 (SII, UTM 2026)',
      }),
      context,
    );
    expect(indicators.action).toBe('Indicadores previsionales modificados');
  });

  it('issue #47 item 6: an unknown person’s id is a short reference, never the raw id as the text', () => {
    const gone = 'Xy7Wq2Lm9Pz4Kd8Rt1Vb';
    const read = readLog(
      entry({ actorId: gone, action: 'correction.accept', details: `${gone}: Salida 18:00 → 18:30` }),
      context,
    );
    expect(read.who).toBe('Persona eliminada o externa (ref. Xy7Wq2)');
    expect(read.sentence).toBe('ref. Xy7Wq2: Salida 18:00 → 18:30');
    expect(read.who).not.toContain(gone);
    expect(technicalText(entry({ actorId: gone }))).toContain(`Persona: ${gone}`);
  });

  it('issue #47 item 6: JSON no builder reads is written field by field, times in the zone', () => {
    const read = readLog(
      entry({
        action: 'admin.findEmployers',
        details: JSON.stringify({ after: { accessUntil: '2026-12-05T13:49:00.000Z' }, ip: '1.2.3.4' }),
      }),
      context,
    );
    expect(read.sentence).toBe('Acceso hasta: 05-12-2026 10:49; IP: 1.2.3.4');
  });
});

describe('readableText and ids', () => {
  it('issue #47 item 6: instants move to the tenant zone; words of a sentence are left alone', () => {
    expect(readableText('Hasta 2026-12-05T13:49:00.000Z', context)).toBe('Hasta 05-12-2026 10:49');
    expect(looksLikeRawId('FaK34fjyS7egm0KZ4Ppq')).toBe(true);
    expect(looksLikeRawId('desproporcionadament')).toBe(false);
    expect(readableText('Aviso a c@t.cl', context)).toBe('Aviso a c@t.cl');
  });

  it('issue #47 item 6: Sistema and known people by name', () => {
    const withSystem: TextContext = {
      ...context,
      personName: (id) => (id === 'system' ? 'Sistema' : (PEOPLE.get(id) ?? null)),
    };
    expect(actorText(entry({ actorId: 'system' }), withSystem)).toBe('Sistema');
    expect(actorText(entry({ actorId: CAMILA }), withSystem)).toBe('Camila Rojas');
  });
});
