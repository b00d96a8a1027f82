import type { RemotePageHead, RemoteServerLoader, ServerApi } from '@microloans/shared-contracts/remotes';
import type { RouteDefinition } from '../app/route-table';

/**
 * How long a page waits for its owner's word on its head. Past it the page goes out with the
 * route's own head and status 200, and the browser draws what the owner knows, as before.
 */
export const ownerHeadBudgetMs = 1000;

const withinBudget = <T>(work: Promise<T>, budgetMs: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`нет ответа за ${budgetMs} мс`)), budgetMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * The page's head as the remote that owns the route says (its server side, at the version this
 * visitor is served). A remote without a server side says nothing; one that fails or is slower
 * than the budget is logged with its version and the reason, and says nothing either.
 */
export async function ownerHeadOf(
  route: RouteDefinition,
  params: Readonly<Record<string, string>>,
  remoteServer: RemoteServerLoader,
  api: ServerApi,
  budgetMs = ownerHeadBudgetMs,
): Promise<RemotePageHead | null> {
  if (!('remote' in route.target)) return null;
  const { remote } = route.target;
  let version = 'без версии';
  try {
    const owner = remoteServer(remote);
    if (!owner?.module.pageHead) return null;
    version = owner.version;
    return await withinBudget(owner.module.pageHead(route.name, params, api), budgetMs);
  } catch (error) {
    console.error(`[render] ${remote} ${version}: ${route.name}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
