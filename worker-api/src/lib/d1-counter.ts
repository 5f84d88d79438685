/**
 * Opt-in instrumentation: a D1 binding that counts round trips (each query, each batch). The
 * API turns it on only when the `D1_COUNT_ROUND_TRIPS` binding is "1" (tests and the benchmark);
 * production never sets it.
 */
export function countingD1(d1: D1Database, counter: { trips: number }): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();

  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (property === "all" || property === "run" || property === "first" || property === "raw") {
          return (...args: unknown[]) => {
            counter.trips += 1;
            return (target[property] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    return proxy;
  };

  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          counter.trips += 1;
          return target.batch(statements.map((statement) => real.get(statement) ?? statement));
        };
      }
      if (property === "exec") {
        return (query: string) => {
          counter.trips += 1;
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
