/** AsyncState's texts, shared by its MUI version (async-state.tsx) and its plain one (plain/plain-async-state.tsx). */
export const LOAD_FAILED = 'No se pudo cargar la información. Revisa tu conexión e inténtalo de nuevo.';
export const NOTHING_TO_SHOW = 'No hay datos para mostrar.';
