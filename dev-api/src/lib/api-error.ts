export type ErrorBody = Record<string, unknown>;

/** Thrown by handlers and hooks; the server's error handler turns it into `status` + `body`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const unauthorized = (message = 'Требуется авторизация'): ApiError =>
  new ApiError(401, { code: 'token_invalid', message });

export const forbidden = (message = 'Доступ запрещён'): ApiError =>
  new ApiError(403, { code: 'forbidden', message });

export const notFound = (message = 'Не найдено'): ApiError =>
  new ApiError(404, { code: 'not_found', message });

export const badRequest = (code: string, message: string): ApiError =>
  new ApiError(400, { code, message });
