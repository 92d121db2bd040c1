/**
 * A typed DI token. Ports declare one next to themselves; config/browser/container.ts binds it; the UI resolves it
 * with useService(token). Keeping the type on the token (instead of a bare symbol) lets every lookup be
 * checked by the compiler without application/ or ui/ importing the DI framework.
 */
export interface ServiceToken<T> {
  readonly id: symbol;
  readonly name: string;
  /** Phantom field: carries T for the type checker only. */
  readonly _type?: T;
}

export const serviceToken = <T>(name: string): ServiceToken<T> => ({ id: Symbol(name), name });
