/**
 * The debug panel of docs/spec/doc2.md §2 appears only when the app is served from the developer's
 * own machine: the page's hostname is localhost or 127.0.0.1, never any other name or address.
 */
export const isServedFromLocalhost = (hostname: string): boolean => hostname === 'localhost' || hostname === '127.0.0.1';
