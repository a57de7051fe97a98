import { STATUS_CODES } from 'node:http';

/** An error answered to the client with its status and message as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** The error body for a status and message. */
export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
