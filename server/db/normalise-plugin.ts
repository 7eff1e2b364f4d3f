/** Makes PostgreSQL and SQLite rows look the same: timestamps come back as ISO strings. */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

function normaliseValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

export class NormaliseResultsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows.map((row) => {
      const out: UnknownRow = {};
      for (const [key, value] of Object.entries(row)) out[key] = normaliseValue(value);
      return out;
    });
    return { ...args.result, rows };
  }
}
