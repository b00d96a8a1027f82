import { apiClient } from '@microloans/platform';

/** A GET through the page's one API client, answering the body. */
export const getData = <Answer>(path: string, params?: object): Promise<Answer> =>
  apiClient.get<Answer>(path, { params }).then((r) => r.data);
