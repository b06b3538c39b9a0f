/** The few words every part of the port uses (`port.ts`, `scenePort.ts`), in a module of their own so neither imports the other. */
export type Metadata = Record<string, unknown>;

export type Role = 'GM' | 'PLAYER';

export type Unsubscribe = () => void;
