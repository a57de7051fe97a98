import { randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { CHAT_FILE_SIZE_LIMIT, CHAT_MAX_FILES } from '@fieldkit/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The files this request streamed to disk, removed when it has been answered. */
    incomingFiles: string[] | null;
  }
}

/**
 * Multipart limits. Files must be smaller than 4,000,000 bytes, so busboy's limit is one byte less: a file of exactly
 * 4,000,000 bytes already passes it and the part's stream fails with 413.
 */
export const MULTIPART_LIMITS = {
  fileSize: CHAT_FILE_SIZE_LIMIT - 1,
  files: CHAT_MAX_FILES,
  fields: 10,
  fieldSize: 100_000,
  parts: CHAT_MAX_FILES + 10,
};

/** A folder of `incoming` left by a process that stopped mid-upload is removed once it is this old. */
const LEFT_BEHIND_MS = 60 * 60_000;

/**
 * Lets `multipart` endpoints read their parts (the plugin alone parses nothing until a route asks). Each process
 * streams files to a folder of its own under `incoming` (processes of a cluster share the data folder); the files a
 * request streamed are removed once it is answered, whatever the answer; the process's folder at its stop; folders
 * left by processes that stopped mid-upload an hour after.
 */
export function registerMultipart(app: FastifyInstance, incoming: string): string {
  const own = join(incoming, randomUUID());
  app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  app.decorateRequest('incomingFiles', null);
  app.addHook('onResponse', async (request) => {
    const files = request.incomingFiles;
    if (files) await Promise.all(files.map((file) => rm(file, { force: true })));
  });
  app.addHook('onReady', async () => {
    const folders = await readdir(incoming).catch(() => []);
    for (const folder of folders) {
      const path = join(incoming, folder);
      const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
      if (Date.now() - mtimeMs > LEFT_BEHIND_MS) await rm(path, { recursive: true, force: true });
    }
  });
  app.addHook('onClose', () => rm(own, { recursive: true, force: true }));
  return own;
}

/**
 * A file part written to `incomingDir` as it arrives, each chunk counted by `count` (which throws to stop it), and
 * answered as a `File` read from that disk copy: memory holds a chunk at a time, never the file.
 */
async function receiveFile(
  request: FastifyRequest,
  part: MultipartFile,
  incomingDir: string,
  count: (bytes: number) => void,
): Promise<File> {
  await mkdir(incomingDir, { recursive: true });
  const path = join(incomingDir, randomUUID());
  request.incomingFiles ??= [];
  request.incomingFiles.push(path);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        count(chunk.length);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
  await pipeline(part.file, counter, createWriteStream(path));
  return new File([await openAsBlob(path)], part.filename, { type: part.mimetype });
}

/** How a multipart body is read: where its files go, and what counts their bytes. */
export interface MultipartReading {
  incomingDir: string;
  /** Called with each chunk's size as it arrives; throws to refuse the rest. */
  count(bytes: number): void;
}

/**
 * A multipart body as one object for the endpoint's schema: file parts become `File`s backed by their disk copy
 * (repeated names make an array), fields holding a JSON object or array are parsed, other fields stay text.
 */
export async function readMultipart(
  request: FastifyRequest,
  reading: MultipartReading,
): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new HttpError(415, 'A multipart/form-data body is expected.');
  const body: Record<string, unknown> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === '__proto__') continue;
      if (part.type === 'file') {
        const file = await receiveFile(request, part, reading.incomingDir, reading.count);
        const files = Array.isArray(body[part.fieldname]) ? (body[part.fieldname] as File[]) : [];
        files.push(file);
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
