/**
 * Where product pictures come from. The media route asks an `ImageSource` for the picture of a
 * file name and renders it at the size requested; it knows nothing of how a picture was made.
 *
 * Two kinds of pictures exist: photographs the store uploads (any format sharp reads) and vector
 * drawings (an SVG, rasterised at the size shown, so a zoomed gallery picture stays sharp).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isValidImageFile } from './image-store';

export type SourceImage = { kind: 'photo'; data: Buffer } | { kind: 'vector'; svg: string };

export interface ImageSource {
  /** The picture of an image file name (`102345-caneta.webp`), or undefined when it has none. */
  find(file: string): Promise<SourceImage | undefined>;
}

/**
 * Draws a picture from the drawing instructions stored with a product image
 * (`product_media.render_spec`, parsed JSON): an SVG, or undefined when it cannot draw them.
 */
export type PictureDrawer = (spec: unknown) => string | undefined;

/** Asks each source in turn; the first that has the file wins. */
export function firstOf(...sources: readonly ImageSource[]): ImageSource {
  return {
    async find(file) {
      for (const source of sources) {
        const image = await source.find(file);
        if (image) return image;
      }
      return undefined;
    },
  };
}

/** Uploaded photographs, stored as `{dir}/{file}` under the public file name. */
export function photoDirectory(dir: string): ImageSource {
  return {
    async find(file) {
      if (!isValidImageFile(file)) return undefined;
      try {
        return { kind: 'photo', data: await readFile(path.join(dir, file)) };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
        throw err;
      }
    },
  };
}

/** Drawings: the stored drawing instructions of a file (JSON text), drawn by `draw`. */
export function drawnPictures(
  findInstructions: (file: string) => Promise<string | undefined>,
  draw: PictureDrawer,
): ImageSource {
  return {
    async find(file) {
      const instructions = await findInstructions(file);
      if (instructions === undefined) return undefined;
      const svg = draw(JSON.parse(instructions) as unknown);
      return svg === undefined ? undefined : { kind: 'vector', svg };
    },
  };
}

/**
 * The pictures of the catalogue: an uploaded photograph (`{photoDir}/{file}`) takes precedence
 * over a drawing of the same name.
 */
export function productImageSource(options: {
  photoDir: string;
  findInstructions: (file: string) => Promise<string | undefined>;
  draw?: PictureDrawer;
}): ImageSource {
  const photos = photoDirectory(options.photoDir);
  return options.draw ? firstOf(photos, drawnPictures(options.findInstructions, options.draw)) : photos;
}
