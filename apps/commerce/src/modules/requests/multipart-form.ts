import type { FastifyRequest } from 'fastify';
import { type StagedUpload, UploadError, type UploadRule, type UploadStore } from '../uploads/store';
import { RequestError } from './validation';

/** One file field of a form: its rule, whether it is required and how many files it takes. */
export interface FileField {
  rule: UploadRule;
  required: boolean;
  max: number;
  /** 'a nota fiscal', 'o currículo': for the missing-file message. */
  what: string;
}

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  files: Record<string, StagedUpload[]>;
}

/** Field names with and without a trailing '[]' are the same field (photos[] = photos). */
const baseName = (name: string) => name.replace(/\[\]$/, '');

/**
 * Reads a multipart form, streaming each file to the private upload folder as it arrives (never
 * whole in memory). The body is always read to its end; on any problem every file already written
 * is deleted and a RequestError (or UploadError) is thrown.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  uploads: UploadStore,
  fileFields: Record<string, FileField>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new RequestError(415, 'MULTIPART_REQUIRED', 'Envie o formulário como multipart/form-data.');
  }
  const specs = Object.values(fileFields);
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, StagedUpload[]> = {};
  const staged: StagedUpload[] = [];
  let problem: Error | undefined;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: Math.max(...specs.map((spec) => spec.rule.maxBytes)),
        files: specs.reduce((sum, spec) => sum + spec.max, 0),
        fields: 30,
        fieldSize: 20_000,
        parts: 60,
      },
    })) {
      const name = baseName(part.fieldname);
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        const previous = fields[name];
        fields[name] = previous === undefined ? value : [...[previous].flat(), value];
        continue;
      }
      const spec = fileFields[name];
      // A file input left empty arrives as a part without a name and without bytes.
      if (!spec || !part.filename || problem) {
        part.file.resume();
        await new Promise((resolve) => part.file.once('end', resolve));
        if (!spec && part.filename && !problem) {
          problem = new RequestError(400, 'UNEXPECTED_FILE', `Campo de arquivo desconhecido: ${name}.`);
        }
        continue;
      }
      try {
        const file = await uploads.stage(part.file, part.filename, spec.rule);
        staged.push(file);
        files[name] = [...(files[name] ?? []), file];
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        problem = error;
      }
    }
    for (const [name, spec] of Object.entries(fileFields)) {
      const count = files[name]?.length ?? 0;
      if (!problem && spec.required && count === 0) {
        problem = new RequestError(400, 'FILE_MISSING', `Envie ${spec.what}.`, {
          [name]: `Envie ${spec.what}.`,
        });
      }
      if (!problem && count > spec.max) {
        problem = new RequestError(
          413,
          'TOO_MANY_FILES',
          `Envie no máximo ${spec.max} arquivo(s) em ${spec.what}.`,
        );
      }
    }
  } catch (error) {
    problem = multipartError(error);
  }
  if (problem) {
    await uploads.discard(staged);
    throw problem;
  }
  return { fields, files };
}

/** The parser's own limit errors (FST_*) as shopper messages; anything else goes on as it is. */
function multipartError(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') {
    return new RequestError(413, 'TOO_MANY_FILES', 'Foram enviados arquivos demais neste formulário.');
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new RequestError(413, 'TOO_MANY_FIELDS', 'O formulário tem campos demais.');
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof code === 'string' && code.startsWith('FST_') && typeof status === 'number' && status < 500) {
    return new RequestError(400, 'INVALID_REQUEST', 'O formulário enviado está incompleto ou corrompido.');
  }
  return error instanceof Error ? error : new Error(String(error));
}
