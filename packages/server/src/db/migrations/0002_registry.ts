import type { Migration } from './Migration.js'

/** Projects and their allowed origins; the wallet catalog and the images the registry serves. */
export const migration0002: Migration = {
  version: 2,
  name: 'registry',
  sql: `
    create table projects (
      id text primary key,
      name text not null default '',
      -- Canonical origins (scheme://host[:port]); empty means the project is not configured yet.
      allowed_origins text[] not null default '{}',
      created_at timestamptz not null default now()
    );

    create table images (
      kind text not null check (kind in ('wallet', 'asset', 'currency', 'token')),
      -- Wallet images: the SHA-256 of the bytes. Others: a name (eip155:1, USD, ETH).
      id text not null,
      content_type text not null,
      bytes bytea not null,
      etag text not null,
      primary key (kind, id)
    );

    create table wallets (
      id text primary key,
      -- Catalog order: where the entry was in the file that added it.
      position integer not null,
      name text not null,
      rdns text,
      chains text[] not null,
      -- The namespaces of chains, so a filter on eip155:* finds eip155:1 without a scan of arrays.
      namespaces text[] not null,
      mobile_link text,
      desktop_link text,
      webapp_link text,
      homepage text,
      app_store text,
      play_store text,
      chrome_store text,
      badge_type text not null default 'none' check (badge_type in ('none', 'certified')),
      image_id text not null,
      updated_at timestamptz not null default now()
    );

    create index wallets_position_idx on wallets (position, id);
    create index wallets_lower_name_idx on wallets (lower(name) text_pattern_ops);
    create index wallets_chains_idx on wallets using gin (chains);
    create index wallets_namespaces_idx on wallets using gin (namespaces);
    create index wallets_rdns_idx on wallets (rdns);
  `,
}
