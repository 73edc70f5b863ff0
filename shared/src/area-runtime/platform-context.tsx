import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Platform, SessionState } from '../platform-contract';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The platform object the shell passed to this area. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> (an area root or createTestPlatform in tests)');
  return platform;
}

/** The session, re-rendering on every change. */
export function useSession(): SessionState {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
