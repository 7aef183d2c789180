/** The landing page's copy, kept apart from its layout. */
export const FOR_EMPLOYEES = [
  {
    title: 'Marca en un toque',
    text: 'Entrada, colación y salida desde el celular, con comprobante de cada marca.',
  },
  { title: 'Tu agenda a mano', text: 'Tus turnos de la semana y del mes, con feriados y ausencias.' },
  { title: 'Tu historial claro', text: 'Horas trabajadas, atrasos y salidas anticipadas, día por día.' },
];

export const FOR_MANAGERS = [
  {
    title: 'Alertas en vivo',
    text: 'Quién no ha llegado, quién salió antes, quién tomó una colación larga.',
  },
  {
    title: 'Turnos y agenda',
    text: 'Turnos de mañana, tarde, noche o cortados, y la planificación de cada persona.',
  },
  {
    title: 'Reportes y remuneraciones',
    text: 'Asistencia, adherencia, horas extras, ausencias y cierre del periodo.',
  },
];

export const WHY_SIMPLER = [
  'Sin instalar nada: funciona en el navegador del celular y del computador.',
  'Pensado para Chile: feriados irrenunciables, RUT y jornada semanal.',
  'Cada marca queda con hora del servidor y un código de verificación.',
  'Precio simple y una demo completa que puedes probar ahora.',
];
