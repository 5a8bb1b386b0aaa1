/** Query plans of the SQL a piece of code runs, for tests that hold queries to their indexes. */
import type { Queryable, Row } from '../db/database.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan tree, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/**
 * Runs `fn` against a Queryable that, instead of running each query, asks `db` for its
 * plan (EXPLAIN, FORMAT JSON) with the same parameters; answers the plans in order.
 * `fn` sees no rows, so it should be a single query function (a search, a lookup).
 */
export async function plansOf(db: Queryable, fn: (spy: Queryable) => Promise<unknown>): Promise<PlanNode[]> {
  const plans: PlanNode[] = [];
  const spy: Queryable = {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      // pg parses the json column; PGlite too; a text answer would be parsed here.
      const value = row?.['QUERY PLAN'];
      const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as Array<{ Plan: PlanNode }>;
      const plan = parsed[0]?.Plan;
      if (!plan) throw new Error(`no plan for ${sql}`);
      plans.push(plan);
      return [];
    },
    exec: () => Promise.reject(new Error('plansOf: exec is not planned')),
  };
  await fn(spy);
  return plans;
}
