/**
 * axios's `fetch` adapter, left out of production builds: browsers get the `xhr` adapter, which
 * axios tries first and every browser has, so the fetch adapter (~2.5 KB gzip on the first page)
 * was never used. `getFetch` answering nothing is how axios itself says "no fetch here".
 */
export const getFetch = () => undefined;
export default undefined;
