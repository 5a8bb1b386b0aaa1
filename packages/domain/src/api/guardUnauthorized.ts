function isUnauthorized(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { status?: unknown }).status === 401;
}

/**
 * Wraps an API client so that a 401 from any call ends the session (spec part 1 §4),
 * without each store handling it. The token calls are exempt: there a 401 means wrong
 * credentials, which the login form reports itself.
 */
export function guardUnauthorized<Api extends object>(
  api: Api,
  onUnauthorized: () => void,
  exempt: ReadonlyArray<keyof Api>,
): Api {
  return new Proxy(api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || exempt.includes(property as keyof Api)) return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((cause: unknown) => {
          if (isUnauthorized(cause)) onUnauthorized();
          throw cause;
        });
      };
    },
  });
}
