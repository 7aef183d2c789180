/** AsyncState's texts, shared by its plain rendering (async-state.tsx) and its MUI one (mui-kit.tsx). */
export const LOAD_FAILED = 'No se pudo cargar la información. Revisa tu conexión e inténtalo de nuevo.';
export const NOTHING_TO_SHOW = 'No hay datos para mostrar.';
