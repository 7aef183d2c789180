import { env } from '../../../config/env';
import { firebaseApp } from './firebase-app';

/**
 * reCAPTCHA v3 App Check, Analytics and Installations, loaded after first paint so they never delay it. Each
 * is its own chunk and only loads when configured.
 */
export async function startIntegrations(): Promise<void> {
  const config = env();
  const app = firebaseApp();
  const tasks: Promise<unknown>[] = [];
  if (config.VITE_RECAPTCHA_SITE_KEY && !config.VITE_USE_EMULATORS) {
    const siteKey = config.VITE_RECAPTCHA_SITE_KEY;
    tasks.push(
      import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaV3Provider }) =>
        initializeAppCheck(app, {
          provider: new ReCaptchaV3Provider(siteKey),
          isTokenAutoRefreshEnabled: true,
        }),
      ),
    );
  }
  if (config.VITE_FIREBASE_MEASUREMENT_ID && !config.VITE_USE_EMULATORS) {
    tasks.push(
      import('firebase/analytics').then(async ({ getAnalytics, isSupported }) => {
        if (await isSupported()) getAnalytics(app);
      }),
      import('firebase/installations').then(({ getInstallations }) => getInstallations(app)),
    );
  }
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    if (result.status === 'rejected') console.error('Integración de inicio fallida', result.reason);
  }
}
