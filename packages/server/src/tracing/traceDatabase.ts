import { context, SpanKind, trace } from '@opentelemetry/api'
import type { Database, DatabaseTransaction } from '../db/Database.js'
import { getActiveTracer } from './getActiveTracer.js'
import { runInSpan } from './runInSpan.js'

/** The statement's first word (`SELECT`, `INSERT`, `WITH`), after any leading comment. */
function readOperation(sql: string): string {
  return /^(?:\s|--[^\n]*\n)*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY'
}

/**
 * The same database, with a client span per statement run for a traced operation (a request, a
 * relay method): `db.system`, `db.operation` and the SQL with its `$n` placeholders, never the
 * parameters. Background work (the indexer, sweeps) has no span to hang one on and runs untraced.
 */
export function traceDatabase(database: Database): Database {
  const system = database.kind === 'postgres' ? 'postgresql' : 'pglite'
  const traced = <result>(
    operation: string,
    sql: string | undefined,
    run: () => Promise<result>,
  ) => {
    const tracer = getActiveTracer()
    if (!tracer || !trace.getSpan(context.active())) return run()
    return runInSpan(
      tracer,
      {
        name: operation,
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system': system,
          'db.system.name': system,
          'db.operation': operation,
          'db.operation.name': operation,
          ...(sql === undefined ? {} : { 'db.query.text': sql }),
        },
      },
      run,
    )
  }
  const wrap = (target: DatabaseTransaction): DatabaseTransaction => ({
    query: <row>(sql: string, params?: unknown[]) =>
      traced(readOperation(sql), sql, () => target.query<row>(sql, params)),
    // Migrations and DDL: several statements, named by the first.
    exec: (sql) => traced(readOperation(sql), undefined, () => target.exec(sql)),
  })
  const { poolStats } = database
  return {
    kind: database.kind,
    ...wrap(database),
    transaction: (run) =>
      traced('TRANSACTION', undefined, () =>
        database.transaction((transaction) => run(wrap(transaction))),
      ),
    close: () => database.close(),
    ...(poolStats ? { poolStats: () => poolStats.call(database) } : {}),
  }
}
