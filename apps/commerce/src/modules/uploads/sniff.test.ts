import { describe, expect, it } from 'vitest';
import { detectFileType, typeOfExtension, zipEntryNames } from './sniff';
import { cleanFileName, formatMegabytes, typeList } from './store';
import {
  DOC_BYTES,
  DOCX_BYTES,
  EXE_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  WEBP_BYTES,
  zipOf,
} from './testing';

describe('file type detection by magic numbers', () => {
  it('recognises PDF, JPEG, PNG, WebP, DOC and DOCX from their bytes', () => {
    expect(detectFileType(PDF_BYTES)).toBe('pdf');
    expect(detectFileType(JPEG_BYTES)).toBe('jpeg');
    expect(detectFileType(PNG_BYTES)).toBe('png');
    expect(detectFileType(WEBP_BYTES)).toBe('webp');
    expect(detectFileType(DOC_BYTES)).toBe('doc');
    expect(detectFileType(DOCX_BYTES)).toBe('docx');
  });

  it('refuses executables, text, other ZIP archives and RIFF files that are not WebP', () => {
    expect(detectFileType(EXE_BYTES)).toBeUndefined();
    expect(detectFileType(Buffer.from('just some text'))).toBeUndefined();
    expect(detectFileType(zipOf({ 'payload.exe': 'MZ' }))).toBeUndefined();
    expect(detectFileType(zipOf({ 'word/document.xml': '<x/>' }))).toBeUndefined();
    expect(
      detectFileType(Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(8)])),
    ).toBeUndefined();
    expect(detectFileType(Buffer.alloc(0))).toBeUndefined();
  });

  it('reads ZIP entry names from the central directory and rejects a truncated archive', () => {
    expect(zipEntryNames(DOCX_BYTES)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(zipEntryNames(DOCX_BYTES.subarray(0, DOCX_BYTES.length - 30))).toBeUndefined();
  });

  it('maps extensions to types, cleans client file names and words limits in Portuguese', () => {
    expect(typeOfExtension('Nota Fiscal.PDF')).toBe('pdf');
    expect(typeOfExtension('foto.jpeg')).toBe('jpeg');
    expect(typeOfExtension('programa.exe')).toBeUndefined();
    expect(cleanFileName('C:\\Users\\ana\\..\\cv.pdf')).toBe('cv.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('')).toBe('arquivo');
    expect(formatMegabytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(typeList(['pdf', 'jpeg', 'png'])).toBe('PDF, JPG ou PNG');
  });
});
