import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the SQL statements run inside one unit of work (an HTTP request or a test block),
 * so the statement budgets of DESIGN.md can be asserted.
 */
export interface StatementLog {
  statements: string[];
}

const storage = new AsyncLocalStorage<StatementLog>();

export function recordStatement(sql: string): void {
  storage.getStore()?.statements.push(sql);
}

/** Starts a log for the rest of the current async context (used by the per-request hook). */
export function beginStatementLog(): StatementLog {
  const log: StatementLog = { statements: [] };
  storage.enterWith(log);
  return log;
}

export async function withStatementLog<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const log: StatementLog = { statements: [] };
  const result = await storage.run(log, work);
  return { result, statements: log.statements };
}

/** Runs background work (an index rebuild) outside any request's log, so it is not billed to that request. */
export function outsideStatementLog<T>(work: () => T): T {
  return storage.exit(work);
}
