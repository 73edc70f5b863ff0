/** Avatar images: the types and size a member may choose. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const SIDE = 256;

/** Why an image cannot be an avatar, or null when it can. */
export function avatarProblem(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return '请选择 JPG、PNG、WEBP 或 GIF 格式的图片';
  if (file.size > AVATAR_MAX_BYTES) return '图片不能超过 2MB';
  return null;
}

/**
 * Crops the centre square of an image and scales it to 256×256 (PNG). Where the browser cannot draw
 * (no canvas), the file is kept as it is: the avatar is shown round and `object-fit: cover` anyway.
 */
export async function cropSquare(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = SIDE;
    canvas.height = SIDE;
    const g = canvas.getContext('2d');
    if (!g) return file;
    g.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, SIDE, SIDE);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new File([blob], 'avatar.png', { type: 'image/png' }) : file;
  } catch {
    return file;
  }
}
