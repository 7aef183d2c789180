/**
 * The profile photo on /perfil: picked on the device, resized (the canvas step is the browser's, replaced here;
 * E2E draws for real), stored through the PhotoPort (the demo adapter unless a test gives its own) and mirrored
 * in the person's users doc through the demo store's access policy and in the identity.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AuthError, type AuthPort, type SessionUser } from '../../data/ports/auth-port';
import { PhotoError, type PhotoPort } from '../../data/ports/photo-port';
import { buildUserDoc, fakeAuth } from '../../testing/data-builders';
import { renderScreen, TEST_PEOPLE } from '../../testing/render-screen';
import { useSessionStore } from '../../stores/session-store';
import { PhotoInputError, SOURCE_MAX_BYTES } from './photo-input';
import { ProfileScreen } from './profile-screen';
import { drawSquarePhoto } from './square-canvas';

vi.mock('./square-canvas', () => ({ drawSquarePhoto: vi.fn() }));

const CAMILA = TEST_PEOPLE.employee;
const OLD_PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQ==';
/** What the canvas step hands back: a small WebP (the bytes spell "RIFF....WEBP"). */
const RESIZED = new Blob([new Uint8Array([82, 73, 70, 70, 22, 0, 0, 0, 87, 69, 66, 80])], {
  type: 'image/webp',
});
const RESIZED_URL = 'data:image/webp;base64,UklGRhYAAABXRUJQ';

interface Setup {
  photoURL?: string | null;
  auth?: Partial<AuthPort>;
  photos?: PhotoPort;
}

async function renderPhoto({ photoURL = null, auth = {}, photos }: Setup = {}) {
  const identity: Partial<SessionUser> = { photoURL };
  const view = await renderScreen(<ProfileScreen />, {
    role: 'employee',
    identity,
    auth: fakeAuth(auth),
    ...(photos ? { photos } : {}),
    docs: {
      users: [
        buildUserDoc({
          id: CAMILA.uid,
          role: 'employee',
          email: CAMILA.email,
          displayName: CAMILA.displayName,
          photoURL,
        }),
      ],
    },
    url: '/perfil',
  });
  // The company loads once; its late answer must not land outside `act`.
  await screen.findByText('Panadería La Espiga');
  return view;
}

const group = () => screen.getByRole('group', { name: 'Foto de perfil' });
const changeButton = () => within(group()).getByRole('button', { name: 'Cambiar foto' });
const removeButton = () => within(group()).queryByRole('button', { name: 'Quitar foto' });
const fileInput = () => within(group()).getByLabelText('Elegir foto de perfil');
const avatarPhoto = () => within(group()).queryByRole('img', { name: CAMILA.displayName });
const status = () => within(group()).getByRole('status');
const picture = (type = 'image/jpeg', name = 'camila.jpg') => new File(['(foto)'], name, { type });

/** The users doc as a manager of the tenant reads it (the list of staff, the alerts bell). */
async function storedPhoto(view: Awaited<ReturnType<typeof renderPhoto>>): Promise<unknown> {
  view.actAs({ uid: TEST_PEOPLE.admin.uid, claims: { role: 'admin', tenantId: 'demo' } });
  const doc = await view.store.get('users', CAMILA.uid);
  view.actAs(view.caller);
  return doc?.photoURL;
}

/** jsdom has no object URLs; the screen previews the resized photo with one while it is sent. */
const createObjectURL = vi.fn((_blob: Blob) => 'blob:preview');
const revokeObjectURL = vi.fn((_url: string) => undefined);

beforeEach(() => {
  vi.mocked(drawSquarePhoto).mockReset().mockResolvedValue(RESIZED);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

describe('the profile photo', () => {
  it('shows the initials and a button to pick one, with what it takes', async () => {
    await renderPhoto();
    expect(within(group()).getByText('CR')).toBeInTheDocument();
    expect(avatarPhoto()).toBeNull();
    expect(changeButton()).toHaveAccessibleDescription(
      'Una imagen JPG, PNG o WebP de hasta 20 MB; se recorta en un cuadrado.',
    );
    expect(removeButton()).toBeNull();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('tabindex', '-1');
  });

  it('is resized, stored and shown everywhere at once: identity, users doc and this screen', async () => {
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => undefined);
    const view = await renderPhoto({ auth: { updateProfile } });
    const file = picture();
    await view.user.upload(fileInput(), file);

    expect(await within(group()).findByText('Foto actualizada.')).toBe(status());
    expect(drawSquarePhoto).toHaveBeenCalledExactlyOnceWith(file);
    expect(updateProfile).toHaveBeenCalledExactlyOnceWith({ photoURL: RESIZED_URL });
    expect(useSessionStore.getState().user?.photoURL).toBe(RESIZED_URL);
    expect(avatarPhoto()).toHaveAttribute('src', RESIZED_URL);
    expect(await storedPhoto(view)).toBe(RESIZED_URL);
    expect(removeButton()).toBeEnabled();
    expect(within(group()).queryByRole('progressbar')).toBeNull();
  });

  it('shows the progress while sending, with both buttons disabled, and the new photo dimmed', async () => {
    let finish: (url: string) => void = () => undefined;
    let report: (fraction: number) => void = () => undefined;
    const photos: PhotoPort = {
      uploadProfilePhoto: (_target, _image, onProgress) =>
        new Promise((resolve) => {
          finish = resolve;
          report = (fraction) => onProgress?.(fraction);
        }),
      removeProfilePhoto: vi.fn(),
    };
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => undefined);
    const view = await renderPhoto({ photoURL: OLD_PHOTO, photos, auth: { updateProfile } });
    await view.user.upload(fileInput(), picture());

    await waitFor(() => expect(status()).toHaveTextContent('Subiendo la foto…'));
    act(() => report(0.4));
    const bar = await within(group()).findByRole('progressbar', { name: 'Progreso de la foto' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(changeButton()).toBeDisabled();
    expect(removeButton()).toBeDisabled();
    expect(avatarPhoto()).toHaveAttribute('src', 'blob:preview');
    expect(createObjectURL).toHaveBeenCalledExactlyOnceWith(RESIZED);

    await act(async () => finish(RESIZED_URL));
    expect(await within(group()).findByText('Foto actualizada.')).toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(avatarPhoto()).toHaveAttribute('src', RESIZED_URL);
  });

  it.each([
    [
      'a failed upload',
      new PhotoError('unavailable'),
      'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    ],
    [
      'a refused upload',
      new PhotoError('permission-denied'),
      'No tienes permiso para cambiar esta foto. Vuelve a iniciar sesión e inténtalo de nuevo.',
    ],
    [
      'a backend without photo storage',
      new PhotoError('not-configured'),
      'La subida de fotos no está disponible en esta instalación. Avísale a tu administrador.',
    ],
  ])('keeps the old photo after %s and says why', async (_, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const updateProfile = vi.fn<AuthPort['updateProfile']>();
    const photos: PhotoPort = {
      uploadProfilePhoto: vi.fn(async () => Promise.reject(failure)),
      removeProfilePhoto: vi.fn(),
    };
    const view = await renderPhoto({ photoURL: OLD_PHOTO, photos, auth: { updateProfile } });
    await view.user.upload(fileInput(), picture());

    expect(await within(group()).findByRole('alert')).toHaveTextContent(message);
    expect(avatarPhoto()).toHaveAttribute('src', OLD_PHOTO);
    expect(updateProfile).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user?.photoURL).toBe(OLD_PHOTO);
    expect(await storedPhoto(view)).toBe(OLD_PHOTO);
    expect(changeButton()).toBeEnabled();
  });

  it('keeps the old photo when the users doc refuses the URL (the access policy, not the adapter)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const updateProfile = vi.fn<AuthPort['updateProfile']>();
    const photos: PhotoPort = {
      uploadProfilePhoto: async () => 'https://fotos.example.com/camila.png',
      removeProfilePhoto: vi.fn(),
    };
    const view = await renderPhoto({ photos, auth: { updateProfile } });
    await view.user.upload(fileInput(), picture());

    expect(await within(group()).findByRole('alert')).toHaveTextContent(
      'No tienes permiso para cambiar esta foto. Vuelve a iniciar sesión e inténtalo de nuevo.',
    );
    expect(updateProfile).not.toHaveBeenCalled();
    expect(within(group()).getByText('CR')).toBeInTheDocument();
    expect(await storedPhoto(view)).toBeNull();
  });

  it('refuses a file that is not an image, or too heavy, before resizing it', async () => {
    // user-event would drop a file the `accept` attribute excludes; a drop or an old picker may not.
    const user = userEvent.setup({ applyAccept: false });
    const consoleError = vi.spyOn(console, 'error');
    await renderPhoto();
    await user.upload(fileInput(), picture('application/pdf', 'contrato.pdf'));
    expect(await within(group()).findByRole('alert')).toHaveTextContent(
      'Ese archivo no es una imagen. Elige una foto JPG, PNG o WebP.',
    );
    const heavy = picture();
    Object.defineProperty(heavy, 'size', { value: SOURCE_MAX_BYTES + 1 });
    fireEvent.change(fileInput(), { target: { files: [heavy] } });
    expect(await within(group()).findByRole('alert')).toHaveTextContent(
      'La imagen pesa más de 20 MB. Elige una más liviana.',
    );
    expect(drawSquarePhoto).not.toHaveBeenCalled();
    // The person's pick, not a failure: nothing is logged.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says so when the image cannot be read, and takes the same file again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(drawSquarePhoto).mockRejectedValueOnce(new PhotoInputError('unreadable'));
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => undefined);
    const view = await renderPhoto({ auth: { updateProfile } });
    const file = picture('image/heic', 'IMG_0001.HEIC');
    await view.user.upload(fileInput(), file);
    expect(await within(group()).findByRole('alert')).toHaveTextContent(
      'No se pudo leer la imagen. Prueba con otra foto JPG, PNG o WebP.',
    );
    // The input was emptied, so picking the same file is a change again.
    await view.user.upload(fileInput(), file);
    expect(await within(group()).findByText('Foto actualizada.')).toBeInTheDocument();
    expect(within(group()).queryByRole('alert')).toBeNull();
    expect(drawSquarePhoto).toHaveBeenCalledTimes(2);
  });

  it('is removed: the initials come back everywhere and focus stays on the photo controls', async () => {
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => undefined);
    const view = await renderPhoto({ photoURL: OLD_PHOTO, auth: { updateProfile } });
    expect(avatarPhoto()).toHaveAttribute('src', OLD_PHOTO);
    const remove = removeButton();
    expect(remove).not.toBeNull();
    if (remove) await view.user.click(remove);

    expect(await within(group()).findByText('Foto quitada: se muestran tus iniciales.')).toBe(status());
    expect(updateProfile).toHaveBeenCalledExactlyOnceWith({ photoURL: null });
    expect(within(group()).getByText('CR')).toBeInTheDocument();
    expect(removeButton()).toBeNull();
    expect(changeButton()).toHaveFocus();
    expect(useSessionStore.getState().user?.photoURL).toBeNull();
    expect(await storedPhoto(view)).toBeNull();
  });

  it('keeps the photo when removing it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const updateProfile = vi.fn<AuthPort['updateProfile']>(async () => {
      throw new AuthError('auth/network-request-failed');
    });
    const view = await renderPhoto({ photoURL: OLD_PHOTO, auth: { updateProfile } });
    const remove = removeButton();
    if (remove) await view.user.click(remove);
    expect(await within(group()).findByRole('alert')).toHaveTextContent(
      'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(avatarPhoto()).toHaveAttribute('src', OLD_PHOTO);
    expect(removeButton()).toBeEnabled();
    expect(useSessionStore.getState().user?.photoURL).toBe(OLD_PHOTO);
  });
});
