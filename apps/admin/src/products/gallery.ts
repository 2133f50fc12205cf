/** An entry of `GET /V1/products/:sku/media` (Magento's ProductAttributeMediaGalleryEntryInterface). */
export interface GalleryEntry {
  id: number;
  label: string | null;
  position: number;
  disabled: boolean;
  file: string;
}

/**
 * The position changes a new order calls for: each entry takes its place (1, 2, 3…) and only the
 * entries whose stored position differs are sent.
 */
export function movedPositions(order: GalleryEntry[]): { id: number; position: number }[] {
  return order
    .map((entry, index) => ({ id: entry.id, position: index + 1, before: entry.position }))
    .filter((e) => e.position !== e.before)
    .map(({ id, position }) => ({ id, position }));
}

/** A file's bytes as base64, without the `data:` prefix (Magento's `base64_encoded_data`). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}
