import path from 'node:path';
import { findImageSpecByFile } from '../modules/catalog/repository';
import { mediaRoutes, type PictureDrawer, productImageSource } from '../modules/media';
import type { AppPluginOptions } from './options';
import { sharedScope } from './shared-scope';

export interface MediaPluginOptions extends AppPluginOptions {
  /** Draws the pictures stored as drawing instructions; without it only photographs are served. */
  drawPicture?: PictureDrawer;
}

/** Product pictures: uploaded photographs and drawn ones, resized and cached on disk. */
export const mediaPlugin = sharedScope<MediaPluginOptions>(async (app, { config, database, drawPicture }) => {
  await app.register(
    mediaRoutes({
      cacheDir: path.join(config.dataDir, 'media'),
      source: productImageSource({
        photoDir: path.join(config.dataDir, 'media', 'photos'),
        findInstructions: (file) => findImageSpecByFile(database.db, file),
        ...(drawPicture ? { draw: drawPicture } : {}),
      }),
    }),
  );
});
