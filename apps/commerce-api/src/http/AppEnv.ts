/** Per-request values every handler can read through `c.get(...)`. */
export interface AppEnv {
  Variables: {
    correlationId: string;
  };
}
