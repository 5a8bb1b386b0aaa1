export { ROUTE_NAMES, isRouteName } from './shell/routeNames.ts';
export { shellLayout } from './shell/shellLayout.ts';
export { ConfigStore } from './config/ConfigStore.ts';
export { SessionStore } from './session/SessionStore.ts';
export { ViewportStore, DESKTOP_MEDIA_QUERY } from './viewport/ViewportStore.ts';
export { LocationStore } from './location/LocationStore.ts';
export { RootStore } from './root/RootStore.ts';

export type { RouteName } from './shell/routeNames.ts';
export type { ShellLayout, HeaderKind } from './shell/shellLayout.ts';
export type { ConfigSource } from './config/ConfigStore.ts';
export type { SessionUser } from './session/SessionStore.ts';
export type { MediaQuery } from './viewport/ViewportStore.ts';
export type { LocationKind, LocationSource } from './location/LocationStore.ts';
export type { RootStoreDeps } from './root/RootStore.ts';
