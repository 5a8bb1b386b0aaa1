import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@planmywalk/contracts';
import type { Feature, RootStore } from '@planmywalk/domain';
import type { PlatformServices } from './platform.ts';

export interface AppServices {
  stores: RootStore;
  /** For the few views that load data no store keeps (the map's tiles and lines). */
  api: ApiClient;
  /** The clipboard, share sheet, downloads and device kind. */
  platform: PlatformServices;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useStores() needs a <ServicesProvider> above it');
  return services;
}

/** The stores every page needs (session, config, viewport, search…), built at start. */
export function useStores(): RootStore {
  return useServices().stores;
}

/**
 * A feature's stores (`useFeature(planFeature)`), built on first use: the feature's code
 * loads with the lazy page that imports it, not with the first page.
 */
export function useFeature<T>(feature: Feature<T>): T {
  return useServices().stores.feature(feature);
}

/** The api/v1 client, for data that lives in no store. */
export function useApi(): ApiClient {
  return useServices().api;
}

/** The device's clipboard, share sheet and downloads, for pages (which touch no browser API). */
export function usePlatform(): PlatformServices {
  return useServices().platform;
}
