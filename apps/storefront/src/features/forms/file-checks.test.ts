import { describe, expect, it } from 'vitest';
import { acceptAttribute, fileProblem, megabytes, typeLabels } from './file-checks';

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'];

describe('fileProblem', () => {
  it('accepts a declared type of the list within the size', () => {
    expect(fileProblem({ name: 'capa.jpg', type: 'image/jpeg', size: 10 }, IMAGES, 100)).toBeUndefined();
  });

  it('goes by the extension when the browser declares no type', () => {
    expect(fileProblem({ name: 'CV.DOC', type: '', size: 10 }, ['application/msword'], 100)).toBeUndefined();
    expect(fileProblem({ name: 'cv.exe', type: '', size: 10 }, ['application/msword'], 100)).toBe('type');
  });

  it('lets a declared type win over the name', () => {
    expect(fileProblem({ name: 'foto.jpg', type: 'image/gif', size: 10 }, IMAGES, 100)).toBe('type');
  });

  it('names empty and oversize files', () => {
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 0 }, IMAGES, 100)).toBe('empty');
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 101 }, IMAGES, 100)).toBe('size');
  });
});

describe('labels', () => {
  it('writes accept attributes, type names and sizes', () => {
    expect(acceptAttribute(['application/pdf', 'image/jpeg'])).toBe(
      'application/pdf,.pdf,image/jpeg,.jpg,.jpeg',
    );
    expect(typeLabels(['application/pdf', 'image/jpeg', 'image/png'])).toBe('PDF, JPG, PNG');
    expect(megabytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
