/**
 * The one line `npm start` prints when it cannot listen, with the fix, in place of a stack trace; null for any
 * other error (printed as it is).
 */
export function listenErrorMessage(error: unknown, port: number, host: string): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} används redan av ett annat program (port ${port} is already in use): stoppa det eller välj en annan port, t.ex. PORT=${port === 3000 ? 3001 : 3000} npm start`;
  }
  if (code === 'EACCES') {
    return `Port ${port} kräver behörighet som programmet saknar (permission denied): välj en port över 1023, t.ex. PORT=3000 npm start`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `Adressen ${host} finns inte på den här datorn (address not available): ta bort HOST eller sätt HOST=0.0.0.0`;
  }
  return null;
}
