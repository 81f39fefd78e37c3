import type { BalanceResponse, HistoryResponse, IdentityResponse } from '../src/data/dataApi.js';
/** What the stand-in answers; each route may be replaced by a status to fail with. */
export type DataApiStubRoutes = {
    supportedChains?: string[] | number;
    /** By `${chainId}:${address}`. */
    balances?: Record<string, BalanceResponse['balances']> | number;
    /** Pages by cursor ('' for the first page). */
    history?: Record<string, HistoryResponse> | number;
    /** By lower-case address. */
    identities?: Record<string, IdentityResponse> | number;
    /** Addresses by lower-case name (`/v1/profile/account/{name}`); others answer 404. */
    names?: Record<string, string> | number;
};
/** The stand-in: its fetch, the requests it got, and its routes (change them at will). */
export declare function createDataApiStub(routes?: DataApiStubRoutes): {
    fetch: typeof globalThis.fetch;
    requests: URL[];
    routes: DataApiStubRoutes;
    count: (pattern: RegExp) => number;
};
//# sourceMappingURL=createDataApiStub.d.ts.map