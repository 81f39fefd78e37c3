/** The stand-in: its fetch, the requests it got, and its routes (change them at will). */
export function createDataApiStub(routes = {}) {
    const requests = [];
    const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fail = (status) => json({ error: { code: 'X', message: 'failed' } }, status);
    const fetch = async (input) => {
        const url = new URL(String(input));
        requests.push(url);
        const path = url.pathname;
        if (path === '/v1/supported-chains') {
            const chains = routes.supportedChains ?? ['eip155:31337'];
            return typeof chains === 'number' ? fail(chains) : json({ http: chains, ws: [] });
        }
        let match = /^\/v1\/account\/([^/]+)\/balance$/.exec(path);
        if (match) {
            const table = routes.balances ?? {};
            if (typeof table === 'number')
                return fail(table);
            return json({ balances: table[`${url.searchParams.get('chainId')}:${match[1]}`] ?? [] });
        }
        match = /^\/v1\/account\/([^/]+)\/history$/.exec(path);
        if (match) {
            const pages = routes.history ?? {};
            if (typeof pages === 'number')
                return fail(pages);
            return json(pages[url.searchParams.get('cursor') ?? ''] ?? { data: [], next: null });
        }
        match = /^\/v1\/identity\/([^/]+)$/.exec(path);
        if (match) {
            const table = routes.identities ?? {};
            if (typeof table === 'number')
                return fail(table);
            return json(table[match[1].toLowerCase()] ?? { name: null, avatar: null });
        }
        match = /^\/v1\/profile\/account\/([^/]+)$/.exec(path);
        if (match) {
            const table = routes.names ?? {};
            if (typeof table === 'number')
                return fail(table);
            const name = decodeURIComponent(match[1]);
            const address = table[name];
            if (!address)
                return fail(404);
            return json({ name, addresses: { '60': { address } }, attributes: {} });
        }
        return fail(404);
    };
    const count = (pattern) => requests.filter((url) => pattern.test(url.pathname)).length;
    return { fetch: fetch, requests, routes, count };
}
//# sourceMappingURL=createDataApiStub.js.map