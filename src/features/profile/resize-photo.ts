import { checkSourceFile, PhotoInputError } from './photo-input';
import { drawSquarePhoto } from './square-canvas';

/**
 * The picked image as the profile photo: checked (type, size), then drawn as a small square by the browser
 * (square-canvas.ts).
 */
export async function resizePhoto(file: File): Promise<Blob> {
  const problem = checkSourceFile(file);
  if (problem !== null) throw new PhotoInputError(problem);
  return drawSquarePhoto(file);
}
