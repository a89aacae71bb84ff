import { createContext, useContext } from "react";

// The per-request CSP nonce, made by the server for each response (server/nonce.mjs) and handed
// to every inline script the document renders.
export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
