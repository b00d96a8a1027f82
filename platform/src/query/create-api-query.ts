import { createQuery, type Query } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample, type Effect, type Store } from 'effector';
import type { ApiError } from '../api';
import { cameBackOnlineSince, isOffline } from '../network/connection';
import { connectionRestored } from '../network/model';
import { queryKey } from './query-key';

/** SPEC §9: data read from the API is fresh for 5000 ms. */
export const queryStaleAfterMs = 5000;

/**
 * Drops every answer read for the borrower. The session fires it whenever the identity changes
 * (sign-in, logout, lost session), so one borrower never sees another's data.
 */
export const queriesPurged = createEvent();

export type ApiQuery<Params, Data> = Query<Params, Data, ApiError>;

type QuerySource<Params, Data> =
  | { handler: (params: Params) => Promise<Data> }
  | { effect: Effect<Params, Data, ApiError> };

type QueryConfig<Params, Data> = QuerySource<Params, Data> & {
  name: string;
  /**
   * The same answer for every visitor (the server's redirect rules, the routes switched off):
   * kept across a sign-in or sign-out, so the navigation right after one does not wait for it.
   */
  sameForEveryone?: boolean;
};

/**
 * The page's one way to read server data (SPEC §9), on @farfetched/core:
 * - an answer younger than 5000 ms is reused without a request; an older one stays on the page
 *   while a fresh one for the same parameters is fetched;
 * - nothing refetches by itself on mount, reconnect or window focus: a query runs only when
 *   something calls `start`;
 * - a call whose parameters match one already in flight joins it instead of sending another.
 *
 * `name` must be unique on the page: it names the query's stores in a scope's values.
 */
export function createApiQuery<Params = void, Data = unknown>(config: QueryConfig<Params, Data>): ApiQuery<Params, Data> {
  const inFlight = new Map<string, Promise<Data>>();
  const run = 'effect' in config ? config.effect : config.handler;
  // The answers read, by parameters, with the moment each arrived. Kept in the module, not in a
  // scope: in the browser that is the page's one cache; in a render process it would be every
  // visitor's, and a page would be drawn from an answer read for an earlier request, so there each
  // page reads afresh (calls in flight still join). A plain map in the request's path: farfetched's
  // `cache` operator made creating a query about 1.5× as costly (a slow phone creates five before
  // the first page is taken over) for what is, here, this map.
  const answers = typeof document === 'undefined' ? null : new Map<string, { data: Data; at: number }>();
  // How many changes of identity the page has seen: an answer asked for before one is not the
  // next borrower's.
  let purges = 0;

  const ask = (params: Params): Promise<Data> => {
    const sentAt = performance.now();
    const askedAfter = purges;
    return run(params)
      .catch((error: ApiError) => {
        // Sent off line, and the browser was back on line before its failure came: the `online`
        // that reads again what got no answer has passed already, so it is read again now.
        if (error.kind === 'network' && cameBackOnlineSince(sentAt) && !isOffline()) return run(params);
        throw error;
      })
      .then((data) => {
        if (!answers) return data;
        // Asked for the borrower before: asked again for this one, and every call that joined it
        // (before or after the change) gets that answer.
        if (askedAfter !== purges) return ask(params);
        answers.set(queryKey(params), { data, at: Date.now() });
        return data;
      });
  };

  const requestFx = createEffect<Params, Data, ApiError>((params) => {
    const key = queryKey(params);
    const kept = answers?.get(key);
    if (kept && Date.now() - kept.at < queryStaleAfterMs) return kept.data;
    const running = inFlight.get(key);
    if (running) return running;
    const request = ask(params).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  });

  const query = createQuery({ name: config.name, effect: requestFx });
  // A change of identity drops what was read for the borrower: the kept answers and what the query
  // holds now, so nothing of one borrower is left on the page for the next. An answer the same for
  // everyone stays.
  const purge = config.sameForEveryone ? undefined : queriesPurged;
  const purged = purge ? [purge] : [];
  if (purge) {
    const forgetAnswersFx = createEffect(() => {
      purges += 1;
      answers?.clear();
    });
    sample({ clock: purge, target: [query.reset, forgetAnswersFx] });
  }
  // A read that got no answer at all is read again by itself when the browser is back on line.
  // What was left unanswered is this browser's business: a page rendered elsewhere does not carry it.
  const $unanswered = createStore<{ params: Params } | null>(null, { skipVoid: false, serialize: 'ignore' })
    .on(query.finished.failure, (_, { params, error }) => (error.kind === 'network' ? { params } : null))
    .on(query.finished.success, () => null)
    .reset(purged);
  sample({ clock: connectionRestored, source: $unanswered, filter: Boolean, fn: ({ params }) => params, target: query.start });
  // With the query's own `$data` (farfetched names it `ff.<name>.$data`), it travels in a scope's
  // values (`serialize` → `fork({ values })`): a page rendered with data starts with it, and a
  // reader of the same parameters sends no request.
  const $dataKey = createStore<string | null>(null, { sid: `ff.${config.name}.$dataKey`, skipVoid: false })
    .on(query.finished.success, (_, { params }) => queryKey(params))
    .reset(purged);
  dataKeys.set(query, $dataKey);
  return query;
}

const dataKeys = new WeakMap<object, Store<string | null>>();

/** The parameters (as a `queryKey`) that the query's current `$data` answers; null when none. */
export function dataKeyOf<Params, Data>(query: ApiQuery<Params, Data>): Store<string | null> {
  const store = dataKeys.get(query);
  if (!store) throw new Error('dataKeyOf: the query was not made by createApiQuery');
  return store;
}
