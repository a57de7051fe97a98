import multipart from '@fastify/multipart';
import { CHAT_FILE_SIZE_LIMIT, CHAT_MAX_FILES } from '@fieldkit/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Multipart limits. Files must be smaller than 4,000,000 bytes, so busboy's limit is one byte less: a file of exactly
 * 4,000,000 bytes already passes it and `toBuffer()` answers 413.
 */
export const MULTIPART_LIMITS = {
  fileSize: CHAT_FILE_SIZE_LIMIT - 1,
  files: CHAT_MAX_FILES,
  fields: 10,
  fieldSize: 100_000,
  parts: CHAT_MAX_FILES + 10,
};

/** Lets `multipart` endpoints read their parts (the plugin alone parses nothing until a route asks). */
export function registerMultipart(app: FastifyInstance): void {
  app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}

/**
 * A multipart body as one object for the endpoint's schema: file parts become `File`s (repeated names make an array),
 * fields holding a JSON object or array are parsed, other fields stay text.
 */
export async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new HttpError(415, 'A multipart/form-data body is expected.');
  const body: Record<string, unknown> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === '__proto__') continue;
      if (part.type === 'file') {
        const data = await part.toBuffer();
        const files = Array.isArray(body[part.fieldname]) ? (body[part.fieldname] as File[]) : [];
        files.push(new File([new Uint8Array(data)], part.filename, { type: part.mimetype }));
        body[part.fieldname] = files;
      } else {
        const text = String(part.value);
        body[part.fieldname] = /^\s*[[{]/.test(text) ? parseJson(part.fieldname, text) : text;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status >= 400 && status < 500)) throw error;
    throw new HttpError(400, 'The multipart body is malformed.');
  }
  return body;
}

function parseJson(field: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, `body.${field}: not valid JSON`);
  }
}
