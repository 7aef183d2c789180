/** The terms shown at /crear (`Leer los términos y condiciones`): short, plain Spanish. */
export const TERMS: readonly string[] = [
  'Asiste es un servicio de control de asistencia para empresas en Chile. Al crear una cuenta, aceptas usarlo para registrar la jornada de tu equipo conforme a la ley.',
  'Tu empresa es la responsable de los datos personales de sus trabajadores; Asiste los trata solo por encargo de ella, para prestar el servicio, y no los vende ni los comparte con terceros.',
  'Cada marca se guarda con la hora del servidor y un código de verificación. Las correcciones quedan registradas con su autor y motivo, y el trabajador puede revisarlas.',
  'El plan Gratis sirve hasta 10 personas. Si tu equipo crece, te avisaremos antes de cobrar y podrás elegir un plan o exportar tus datos.',
  'Puedes pedir la eliminación de tu cuenta y de tus datos cuando quieras, salvo los registros que la ley obliga a conservar.',
];
