import { createContext, type ReactNode, useContext } from 'react';

/**
 * The one way a feature's screen shows another feature's view (docs/client.md, "Slots"). A feature
 * imports no other feature, so the screen declares its named slots with their props here and
 * client/src/app fills them (app/screens/). An unfilled slot is undefined: the screen decides what
 * shows instead.
 */
// biome-ignore lint/suspicious/noExplicitAny: a view's props are checked where the slots are declared.
export function createSlots<Views extends Record<string, (props: any) => ReactNode>>() {
  const Filled = createContext<Partial<Views>>({});
  return {
    /** app/ fills the slots of the screen it renders. */
    Provider: Filled.Provider,
    /** The view filled into `name`, or undefined. */
    useView: <K extends keyof Views>(name: K): Views[K] | undefined => useContext(Filled)[name],
  };
}
