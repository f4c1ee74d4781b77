import { createContext, useContext } from 'react';

/** The CSP nonce of this response; only the server render has one (browsers hide it afterwards). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
